/** What other modules may use of booking (the boundary rule: scripts/check-imports.mjs). */
export { loadCapacity } from './public-slots';
