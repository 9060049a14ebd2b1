/** Pure rules of assigning work: skills and a technician's refusal reasons (API and optimiser share them). */

export const normalizeSkill = (skill: string) => skill.trim().toLowerCase();

/** The required skills the technician lacks (case-insensitive). */
export function missingSkills(technicianSkills: readonly string[], required: readonly string[]): string[] {
  const have = new Set(technicianSkills.map(normalizeSkill));
  return required.filter((skill) => !have.has(normalizeSkill(skill)));
}

export interface AssignCandidate {
  name: string;
  isActive: boolean;
  status: string;
  skills: string[];
  maxJobs: number;
}

/** Why this technician cannot take the job on that day, or null when they can. */
export function assignRefusal(
  technician: AssignCandidate,
  requiredSkills: readonly string[],
  jobsThatDay: number,
): string | null {
  const { name } = technician;
  if (!technician.isActive) return `${name} is inactive and cannot take jobs`;
  if (technician.status === 'offline') return `${name} is offline and cannot take jobs`;
  const missing = missingSkills(technician.skills, requiredSkills);
  if (missing.length)
    return `${name} lacks the required skill${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`;
  if (jobsThatDay >= technician.maxJobs)
    return `${name} is at capacity that day (${jobsThatDay} of ${technician.maxJobs} jobs)`;
  return null;
}

/** "08:00" or "08:00:00" → minutes after midnight. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Why the technician cannot take a job from `startMinute` (minutes after local midnight) for `duration`
 * minutes: outside their working day. Null when it fits.
 */
export function shiftRefusal(
  technician: { name: string; workStart: string; workEnd: string },
  startMinute: number,
  duration: number,
): string | null {
  const start = minutesOf(technician.workStart);
  const end = minutesOf(technician.workEnd);
  if (startMinute >= start && startMinute + duration <= end) return null;
  return `Off shift: ${technician.name} works ${technician.workStart.slice(0, 5)}–${technician.workEnd.slice(0, 5)}`;
}
