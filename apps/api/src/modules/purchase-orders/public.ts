/** What other modules may use of purchase-orders (the boundary rule: scripts/check-imports.mjs). */
export { getPurchaseOrderEmailDraft } from './purchase-order-document.service';
