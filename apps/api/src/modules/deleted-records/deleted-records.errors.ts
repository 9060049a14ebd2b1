import { forbidden, notFound } from '../../http/app-error';

/** Coded errors of the deleted-record notices. */
export const DeletedRecordErrors = {
  notFound: () => notFound('Deleted record'),
  /** The record's own area is closed to the user: they may not learn it existed either. */
  noAccess: () => forbidden(),
};
