import { WORK_ORDER_MESSAGES } from '@tradeworks/contracts/work-orders';
import { notFound, validation } from '../../http/app-error';

/** Coded errors of a job's work order (its PDF and its e-mail). */
export const WorkOrderErrors = {
  /** Unknown, another tenant's, or a job the technician does not work on. */
  jobNotFound: () => notFound('Service job'),
  noEmail: (clientName: string) =>
    validation(WORK_ORDER_MESSAGES.noEmail(clientName), { to: 'Enter an e-mail address' }),
};
