import { notFound } from '../../http/app-error';

/** Coded errors of the reports. */
export const ReportErrors = {
  clientNotFound: () => notFound('Client'),
};
