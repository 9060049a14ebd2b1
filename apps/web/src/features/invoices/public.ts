/** What other features may use of the invoices feature (the lint rule allows no deeper import). */
export { useInvoices } from './api/list-invoices';
export { invoiceKeys } from './api/invoice-keys';
