/** What other modules may use of checklists (the boundary rule: scripts/check-imports.mjs). */
export { syncJobChecklists } from './job-checklist-copy.repository';
export { assertChecklistComplete, readJobChecklists } from './job-checklist-records';
export { portalChecklists } from './job-checklist-portal';
