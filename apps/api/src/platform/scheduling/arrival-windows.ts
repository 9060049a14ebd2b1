import { addDays, zonedInstant } from '../tenant-clock';

/**
 * Which visits of a given length can still be booked, and with whom: the one computation behind the customer
 * portal's booking and the public booking page (issue 32). No database and no HTTP: the callers load the
 * technicians, their jobs and time off, and the organization's rules, and pass them in, so the rules are
 * tested on their own (property tests) and the booking transaction re-checks the chosen start with the same
 * function after locking the technicians.
 */

const MINUTE = 60_000;

export interface Place {
  latitude: number;
  longitude: number;
}

export interface SlotTechnician {
  id: string;
  /** Local working window "HH:MM" (seconds ignored). */
  workStart: string;
  workEnd: string;
  maxJobs: number;
  skills: readonly string[];
}

/** An open job of a technician: [start, end) in epoch ms, and where it is when known. */
export interface BusyJob {
  technicianId: string;
  start: number;
  end: number;
  place: Place | null;
}

export interface TimeOff {
  technicianId: string;
  start: number;
  end: number;
}

export interface SlotRules {
  /** The organization's IANA zone: days, hours and holidays are on its clock. */
  zone: string;
  /** Business hours: open weekdays (0 = Sunday) and the daily window "HH:MM". */
  businessDays: readonly number[];
  openAt: string;
  closeAt: string;
  /** Local dates with nothing offered. */
  holidays: ReadonlySet<string>;
  durationMinutes: number;
  /** Starts are offered every stepMinutes from the day's midnight. */
  stepMinutes: number;
  /** Every one of these (case-insensitive) a technician must have. */
  requiredSkills: readonly string[];
  /** Where the visit is, when known. */
  place: Place | null;
  /** Minutes to drive between two places; called with null when either is unknown. */
  travelMinutes: (from: Place | null, to: Place | null) => number;
  /** Nothing starts before this instant (epoch ms): "now" plus the notice the office needs. */
  notBefore: number;
}

export interface Slot {
  start: number;
  end: number;
  /** The organization's local date of the start. */
  day: string;
}

const hhmm = (time: string) => time.slice(0, 5);

/** Whether a technician has all the skills asked for (free tags, compared case-insensitively). */
export function hasSkills(tech: SlotTechnician, required: readonly string[]): boolean {
  const own = new Set(tech.skills.map((s) => s.trim().toLowerCase()));
  return required.every((s) => own.has(s.trim().toLowerCase()));
}

/** Whether [start, end) on the local `day` lies inside business hours (an open weekday, not a holiday). */
export function insideBusinessHours(rules: SlotRules, day: string, start: number, end: number): boolean {
  if (rules.holidays.has(day)) return false;
  if (!rules.businessDays.includes(new Date(`${day}T00:00:00Z`).getUTCDay())) return false;
  return (
    start >= zonedInstant(day, hhmm(rules.openAt), rules.zone).getTime() &&
    end <= zonedInstant(day, hhmm(rules.closeAt), rules.zone).getTime()
  );
}

/**
 * Whether `tech` can take [start, end) on `day`: inside their working hours, not on time off, under their
 * jobs per day, and clear of every job of theirs with the drive between the two places on either side.
 * `jobs` and `timeOff` are that technician's (any extra rows are ignored).
 */
export function technicianFree(
  rules: SlotRules,
  tech: SlotTechnician,
  day: string,
  start: number,
  jobs: readonly BusyJob[],
  timeOff: readonly TimeOff[],
): boolean {
  const end = start + rules.durationMinutes * MINUTE;
  if (start < zonedInstant(day, hhmm(tech.workStart), rules.zone).getTime()) return false;
  if (end > zonedInstant(day, hhmm(tech.workEnd), rules.zone).getTime()) return false;
  if (!hasSkills(tech, rules.requiredSkills)) return false;
  if (timeOff.some((off) => off.technicianId === tech.id && off.start < end && off.end > start)) return false;
  const dayStart = zonedInstant(day, '00:00', rules.zone).getTime();
  const dayEnd = zonedInstant(addDays(day, 1), '00:00', rules.zone).getTime();
  const own = jobs.filter((job) => job.technicianId === tech.id);
  if (own.filter((job) => job.start >= dayStart && job.start < dayEnd).length >= tech.maxJobs) return false;
  return own.every(
    (job) =>
      job.end + rules.travelMinutes(job.place, rules.place) * MINUTE <= start ||
      end + rules.travelMinutes(rules.place, job.place) * MINUTE <= job.start,
  );
}

/** The technicians who can take a visit starting at `start` (in the order given: the caller's choice order). */
export function freeTechnicians(
  rules: SlotRules,
  techs: readonly SlotTechnician[],
  jobs: readonly BusyJob[],
  timeOff: readonly TimeOff[],
  day: string,
  start: number,
): SlotTechnician[] {
  const end = start + rules.durationMinutes * MINUTE;
  if (start < rules.notBefore || !insideBusinessHours(rules, day, start, end)) return [];
  const byTech = groupByTechnician(jobs);
  return techs.filter((tech) => technicianFree(rules, tech, day, start, byTech.get(tech.id) ?? [], timeOff));
}

function groupByTechnician<T extends { technicianId: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.technicianId);
    if (list) list.push(row);
    else out.set(row.technicianId, [row]);
  }
  return out;
}

/** Every start on the local `days` at which at least one technician can take the visit, in time order. */
export function availableSlots(
  rules: SlotRules,
  techs: readonly SlotTechnician[],
  jobs: readonly BusyJob[],
  timeOff: readonly TimeOff[],
  days: readonly string[],
): Slot[] {
  const able = techs.filter((tech) => hasSkills(tech, rules.requiredSkills));
  const jobsOf = groupByTechnician(jobs);
  const offOf = groupByTechnician(timeOff);
  const slots: Slot[] = [];
  for (const day of days) {
    if (rules.holidays.has(day)) continue;
    const from = zonedInstant(day, '00:00', rules.zone).getTime();
    const to = zonedInstant(addDays(day, 1), '00:00', rules.zone).getTime();
    for (let start = from; start < to; start += rules.stepMinutes * MINUTE) {
      const end = start + rules.durationMinutes * MINUTE;
      if (start < rules.notBefore || !insideBusinessHours(rules, day, start, end)) continue;
      const someoneFree = able.some((tech) =>
        technicianFree(rules, tech, day, start, jobsOf.get(tech.id) ?? [], offOf.get(tech.id) ?? []),
      );
      if (someoneFree) slots.push({ start, end, day });
    }
  }
  return slots;
}
