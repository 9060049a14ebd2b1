/** What other modules may use of inventory (the boundary rule: scripts/check-imports.mjs). */
export {
  findInventoryItem,
  findInventoryItems,
  insertInventoryItem,
  updateInventoryItem,
} from './inventory.repository';
export { clearOnOrderWhenNothingOpen } from './inventory.service';
export { addStock, recordOpeningStock, setStock } from './stock-ledger.repository';
export { consumeInvoiceParts, consumeJobMaterials, returnInvoiceParts } from './stock-usage';
