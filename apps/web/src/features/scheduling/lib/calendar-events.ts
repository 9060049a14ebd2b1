import type { PersonalSettings } from '@tradeworks/contracts/personal-settings';
import type { ScheduleJob } from '@tradeworks/contracts/scheduling';
import { toWallClock } from '@tradeworks/contracts/zone-clock';

/** A service job as the calendar draws it: start and end are the tenant's wall clock (see contracts/zone-clock.ts). */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId: string | null;
  job: ScheduleJob;
  conflict: boolean;
}

/** Jobs that can still move: not completed or cancelled (the server says the same on every move). */
export const isMovable = (job: Pick<ScheduleJob, 'status'>) =>
  job.status !== 'completed' && job.status !== 'cancelled';

const clock = (d: Date) => `${d.getHours() % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')}`;
/** "9:00–10:30 AM" of two wall-clock dates (the calendar's time label, without date-fns on the hot path). */
export const timeRangeLabel = (start: Date, end: Date) =>
  `${clock(start)}–${clock(end)} ${end.getHours() < 12 ? 'AM' : 'PM'}`;

export function toCalendarEvent(
  job: ScheduleJob,
  conflicted: ReadonlySet<string>,
  timeZone: string,
): CalendarEvent {
  const at = Date.parse(job.scheduledDate);
  return {
    id: job.id,
    title: `${job.jobNumber} · ${job.clientName}`,
    start: toWallClock(at, timeZone),
    end: toWallClock(at + job.estimatedDuration * 60_000, timeZone),
    resourceId: job.technicianId,
    job,
    conflict: conflicted.has(job.id),
  };
}

/**
 * The hours the day and week views show, from the personal business-hours setting (spec part 2): clock
 * hours, so on the calendar's wall-clock dates they are the tenant's hours.
 */
const day = (h: number, m = 0) => new Date(1970, 0, 1, h, m);
// The same objects on every call: the calendar's memoised views compare them by identity.
const HOURS = {
  standard: { min: day(8), max: day(17) },
  extended: { min: day(7), max: day(19) },
  '24hours': { min: day(0), max: day(23, 59) },
};
export function visibleHours(setting: PersonalSettings['businessHours'] | undefined) {
  return HOURS[setting === 'extended' || setting === '24hours' ? setting : 'standard'];
}

/** Whole minutes between two real instants, rounded to the calendar's 15-minute step (at least 15). */
export function durationMinutes(start: Date, end: Date): number {
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000 / 15) * 15;
  return Math.max(15, minutes);
}
