import { conflict, notFound } from '../../http/app-error';

/** Coded errors of a technician's day. */
export const MyDayErrors = {
  /** Not one of the technician's jobs (or the user is no technician): the same 404 as another tenant's job. */
  jobNotFound: () => notFound('Service job'),
  alreadyEnRoute: (jobNumber: string) => conflict(`You are already on your way to job ${jobNumber}`),
  enRouteOnlyAssigned: (jobNumber: string, status: string) =>
    conflict(`Job ${jobNumber} is ${status}; On my way is only for an assigned job`),
  /** A position for a job the technician is not on the way to (before On my way, or after Start). */
  notEnRoute: (jobNumber: string) => conflict(`You are not on your way to job ${jobNumber}`),
};
