/** What other modules may use of services (the boundary rule: scripts/check-imports.mjs). */
export { findService, insertService, updateService } from './services.repository';
