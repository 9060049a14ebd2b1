/** What other modules may use of clients (the boundary rule: scripts/check-imports.mjs). */
export {
  findClient,
  type ImportedClient,
  insertClient,
  insertClients,
  searchClientAddresses,
} from './clients.repository';
export { clientInsertValues, updateClientInScope } from './clients.service';
export { findPaymentMethod, listPaymentMethodRows } from './payment-methods.repository';
export { jobPlace, toLocationRef } from './service-location-view';
export {
  findLocation,
  insertLocation,
  listLocations,
  type LocationRow,
} from './service-locations.repository';
export { resolveClientLocation } from './service-locations.service';
