import { notFound } from '../../http/app-error';

/** Coded errors of exports. */
export const ExportErrors = {
  progressNotFound: () => notFound('Export'),
};
