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
