/** What other modules may use of timesheets (the boundary rule: scripts/check-imports.mjs). */
export {
  clockedInSince,
  momentOf,
  recordJobTime,
  type FieldMoment,
  type FieldMomentInput,
} from './time-clock.service';
export { costRateOn } from './cost-rates.repository';
export { listJobEntries } from './time-entries.repository';
