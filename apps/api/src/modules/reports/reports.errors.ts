import { notFound } from '../../http/app-error';

/** Coded errors of the reports. */
export const ReportErrors = {
  clientNotFound: () => notFound('Client'),
  /** Not one of the organization's jobs, or not completed (only completed jobs are costed). */
  jobNotFound: () => notFound('Job'),
};
