/** What other modules may use of services (the boundary rule: scripts/check-imports.mjs). */
export {
  findActiveServiceByName,
  findService,
  findServicesByIds,
  insertService,
  updateService,
} from './services.repository';
