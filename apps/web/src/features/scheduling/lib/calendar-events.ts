import type { PersonalSettings } from '@tradeworks/contracts/personal-settings';
import type { ServiceJob } from '@tradeworks/contracts/service-jobs';

/** A service job as the calendar draws it. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId: string | null;
  job: ServiceJob;
  conflict: boolean;
}

/** Jobs that can still move: not completed or cancelled (the server says the same on every move). */
export const isMovable = (job: ServiceJob) => job.status !== 'completed' && job.status !== 'cancelled';

export function toCalendarEvent(job: ServiceJob, conflicted: ReadonlySet<string>): CalendarEvent {
  const start = new Date(job.scheduledDate);
  return {
    id: job.id,
    title: `${job.jobNumber} · ${job.clientName}`,
    start,
    end: new Date(start.getTime() + job.estimatedDuration * 60_000),
    resourceId: job.technicianId,
    job,
    conflict: conflicted.has(job.id),
  };
}

/** The hours the day and week views show, from the personal business-hours setting (spec part 2). */
export function visibleHours(setting: PersonalSettings['businessHours'] | undefined) {
  const day = (h: number, m = 0) => new Date(1970, 0, 1, h, m);
  if (setting === 'extended') return { min: day(7), max: day(19) };
  if (setting === '24hours') return { min: day(0), max: day(23, 59) };
  return { min: day(8), max: day(17) };
}

/** Whole minutes between two instants, rounded to the calendar's 15-minute step (at least 15). */
export function durationMinutes(start: Date, end: Date): number {
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000 / 15) * 15;
  return Math.max(15, minutes);
}
