/** What other features may use of the dispatching feature (the lint rule allows no deeper import). */
export { useJobChanges } from './api/job-changes';
export { invalidateDispatch } from './api/dispatch-keys';
export { JobStatusBadge, PriorityBadge, TechnicianStatusBadge } from './components/dispatch-badges';
export { JOB_STATUS_LABELS, PRIORITY_LABELS } from './lib/dispatch-labels';
export { techniciansQueryOptions } from './api/list-technicians';
