/** What other modules may use of invoices (the boundary rule: scripts/check-imports.mjs). */
export { invoiceView, loadInvoiceDetail } from './invoice-detail';
export { insertInvoiceRecord } from './invoice-record';
export { getInvoiceEmailDraft, sendInvoiceInScope } from './invoice-send.service';
export { deleteDraftInvoices, findInvoice, findInvoiceNumber, type InvoiceRow } from './invoices.repository';
export { syncInvoiceFollowUps } from './invoice-follow-ups';
