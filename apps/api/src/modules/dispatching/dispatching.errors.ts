import { TECHNICIAN_MESSAGES } from '@tradeworks/contracts/technicians';
import { conflict, notFound, validation } from '../../http/app-error';

const SERVICE_INACTIVE = 'Choose an active service from the catalogue';
const WINDOW_ORDER = 'The arrival window must end after it starts';

/** Coded errors of field dispatching: service jobs, technicians, the board and route planning. */
export const DispatchingErrors = {
  jobNotFound: () => notFound('Service job'),
  technicianNotFound: () => notFound('Technician'),
  clientNotFound: (message: string) => validation(message, { clientId: message }),
  serviceInactive: (line: number) =>
    validation(SERVICE_INACTIVE, { [`services.${line}.serviceId`]: SERVICE_INACTIVE }),
  windowOrder: () => validation(WINDOW_ORDER, { windowEnd: WINDOW_ORDER }),
  transitionRefused: (jobNumber: string, status: string, action: string, only = '') =>
    conflict(`Job ${jobNumber} is ${status} and cannot be ${action}${only}`),
  assignRefused: (reason: string) => conflict(reason),
  atCapacity: (name: string, count: number, maxJobs: number) =>
    conflict(`${name} is at capacity that day (${count} of ${maxJobs} jobs)`),
  notEditable: (jobNumber: string, status: string) =>
    conflict(`Job ${jobNumber} is ${status} and cannot be edited`),
  notDeletable: (jobNumber: string, status: string) =>
    conflict(`Job ${jobNumber} is ${status}; only pending or cancelled jobs can be deleted`),
  invoicedNotDeletable: (jobNumber: string) =>
    conflict(`Job ${jobNumber} has an invoice and cannot be deleted`),
  alreadyInvoiced: (jobNumber: string, invoice: string) =>
    conflict(`Job ${jobNumber} was already invoiced (${invoice})`),
  notCompletedForInvoice: (jobNumber: string, status: string) =>
    conflict(`Only completed jobs can be invoiced; job ${jobNumber} is ${status}`),
  userNotMember: () =>
    validation(TECHNICIAN_MESSAGES.userNotMember, { userId: TECHNICIAN_MESSAGES.userNotMember }),
  userTaken: () => conflict(TECHNICIAN_MESSAGES.userTaken),
  workWindow: () => validation(TECHNICIAN_MESSAGES.window, { workEnd: TECHNICIAN_MESSAGES.window }),
  technicianHasJobs: () => conflict(TECHNICIAN_MESSAGES.hasJobs),
  planNotFound: () => notFound('Route plan'),
  planAlreadyApplied: () => conflict('This route plan was already applied'),
  planExpired: () => conflict('This route plan is more than 30 minutes old. Optimize again.'),
  planStale: () =>
    conflict(
      "The day's jobs changed since this plan was proposed. Optimize again to plan the day as it is now.",
    ),
  planNotApplied: () => conflict('This route plan was not applied, so there is nothing to undo'),
  planAlreadyUndone: () => conflict('This route plan was already undone'),
  undoExpired: () => conflict('Undo is available for 30 minutes after applying a route plan'),
  undoStale: (count: number) =>
    conflict(
      `${count} job${count === 1 ? ' was' : 's were'} changed after the plan was applied; undo would overwrite ${count === 1 ? 'that change' : 'those changes'}`,
    ),
};
