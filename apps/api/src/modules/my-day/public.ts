/** What other modules may use of my-day (the boundary rule: scripts/check-imports.mjs). */
export { findLinkedTechnician } from './my-day.repository';
export { fieldCallerOf, fieldReach, reaches, type FieldCaller, type FieldReach } from './field-reach';
