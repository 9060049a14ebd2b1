import { TIMESHEET_MESSAGES, WEEKDAYS } from '@tradeworks/contracts/timesheets';
import { conflict, forbidden, notFound, validation } from '../../http/app-error';

/** Coded errors of timesheets and labour cost rates. */
export const TimesheetErrors = {
  technicianNotFound: () => notFound('Technician'),
  entryNotFound: () => notFound('Time entry'),
  costRateNotFound: () => notFound('Cost rate'),
  technicianRequired: () =>
    validation(TIMESHEET_MESSAGES.technicianRequired, {
      technicianId: TIMESHEET_MESSAGES.technicianRequired,
    }),
  notLinked: () => conflict(TIMESHEET_MESSAGES.notLinked),
  range: () => validation(TIMESHEET_MESSAGES.range, { to: TIMESHEET_MESSAGES.range }),
  rangeTooLong: () => validation(TIMESHEET_MESSAGES.rangeTooLong, { to: TIMESHEET_MESSAGES.rangeTooLong }),
  alreadyClockedIn: (since: string) => conflict(TIMESHEET_MESSAGES.alreadyClockedIn(since)),
  notClockedIn: () => conflict(TIMESHEET_MESSAGES.notClockedIn),
  endBeforeStart: () =>
    validation(TIMESHEET_MESSAGES.endBeforeStart, { endedAt: TIMESHEET_MESSAGES.endBeforeStart }),
  inTheFuture: (field: string) =>
    validation('Must be a time no later than now', { [field]: 'Must be a time no later than now' }),
  approved: (weekStart: string) => conflict(TIMESHEET_MESSAGES.approved(weekStart)),
  notWeekStart: (weekStartsOn: number) =>
    validation(TIMESHEET_MESSAGES.notWeekStart(WEEKDAYS[weekStartsOn]), {
      weekStart: TIMESHEET_MESSAGES.notWeekStart(WEEKDAYS[weekStartsOn]),
    }),
  alreadyApproved: (weekStart: string) => conflict(TIMESHEET_MESSAGES.alreadyApproved(weekStart)),
  notApproved: (weekStart: string) => conflict(TIMESHEET_MESSAGES.notApproved(weekStart)),
  openEntries: () => conflict(TIMESHEET_MESSAGES.openEntries),
  officeOnly: () => forbidden(TIMESHEET_MESSAGES.officeOnly),
  kindMismatch: () => validation(TIMESHEET_MESSAGES.kindMismatch, { kind: TIMESHEET_MESSAGES.kindMismatch }),
  jobNotFound: () => validation(TIMESHEET_MESSAGES.jobNotFound, { jobId: TIMESHEET_MESSAGES.jobNotFound }),
  ratePast: () => validation(TIMESHEET_MESSAGES.ratePast, { effectiveFrom: TIMESHEET_MESSAGES.ratePast }),
  rateTaken: (date: string) => conflict(TIMESHEET_MESSAGES.rateTaken(date)),
  rateInEffect: () => conflict(TIMESHEET_MESSAGES.rateInEffect),
};
