/** What other modules may use of dispatching (the boundary rule: scripts/check-imports.mjs). */
export { assignRefusal } from './job-rules';
export { moveJobInScope } from './job-transitions.service';
export {
  countTechnicianJobs,
  countUpcomingJobs,
  findJob,
  insertAssignment,
  insertJob,
  type JobInsert,
  updateJobRow,
} from './service-jobs.repository';
export { loadServiceJob } from './service-jobs.service';
export { businessHours, findTechnician } from './technicians.repository';
