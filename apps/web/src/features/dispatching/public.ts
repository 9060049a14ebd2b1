/** What other features may use of the dispatching feature (the lint rule allows no deeper import). */
export { useJobChanges, type UseJobChangesOptions } from './api/job-changes';
export { JobStatusBadge, PriorityBadge, TechnicianStatusBadge } from './components/dispatch-badges';
