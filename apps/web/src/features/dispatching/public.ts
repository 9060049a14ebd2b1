/** What other features use of dispatching: its query keys and the job badges and labels. */
export { dispatchKeys, invalidateDispatch } from './api/dispatch-keys';
export { JobStatusBadge, PriorityBadge } from './components/dispatch-badges';
export { JOB_STATUS_LABELS, PRIORITY_LABELS } from './lib/dispatch-labels';
