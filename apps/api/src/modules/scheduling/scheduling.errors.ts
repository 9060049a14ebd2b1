import { SCHEDULE_MESSAGES } from '@tradeworks/contracts/scheduling';
import { conflict, notFound, validation } from '../../http/app-error';

/** Coded errors of scheduling: the calendar's moves, shifting a day's later visits and conflict ranges. */
export const SchedulingErrors = {
  jobNotFound: () => notFound('Service job'),
  technicianNotFound: () => notFound('Technician'),
  notReschedulable: (jobNumber: string, status: string) =>
    conflict(`Job ${jobNumber} is ${status} and cannot be rescheduled`),
  inProgressNotReassignable: (jobNumber: string) =>
    conflict(`Job ${jobNumber} is in-progress and cannot be reassigned`),
  assignRefused: (reason: string) => conflict(reason),
  atCapacity: (name: string, count: number, maxJobs: number) =>
    conflict(`${name} is at capacity that day (${count} of ${maxJobs} jobs)`),
  notOnTechnicianDay: (jobNumber: string) =>
    conflict(`Job ${jobNumber} is not on a technician's day; there are no later visits to shift`),
  shiftPastDay: (jobNumber: string) =>
    conflict(
      `Shifting would move ${jobNumber} past the end of the day; reschedule it to another day instead`,
    ),
  rangeOrder: () => validation(SCHEDULE_MESSAGES.range, { to: SCHEDULE_MESSAGES.range }),
  rangeTooLong: () => validation(SCHEDULE_MESSAGES.rangeTooLong, { to: SCHEDULE_MESSAGES.rangeTooLong }),
};
