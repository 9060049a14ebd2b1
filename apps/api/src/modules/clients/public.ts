/** What other modules may use of clients (the boundary rule: scripts/check-imports.mjs). */
export { findClient, type ImportedClient, insertClients, searchClientAddresses } from './clients.repository';
export { clientInsertValues, updateClientInScope } from './clients.service';
export { findPaymentMethod, listPaymentMethodRows } from './payment-methods.repository';
