/** What other modules may use of sales-documents (the boundary rule: scripts/check-imports.mjs). */
export { clientAddressLines, requireDocumentClient } from './document-client';
export { findDocumentClient } from './document-client.repository';
export { requireClientEmail } from './document-email';
export { documentDate, pdfFileName, renderSalesDocumentPdf, type SalesDocumentView } from './document-pdf';
export { mailSalesDocument, salesDocumentEmailDraft, salesDocumentPdf } from './document-send';
export { type PricedDocument, priceDocument } from './document-pricing';
export {
  countInvoicesReadingAs,
  countQuotesReadingAs,
  invoiceStatusIs,
  invoiceStatusSql,
  quoteStatusIs,
  quoteStatusSql,
  tallyInvoices,
  tallyQuotes,
} from './document-status.repository';
export { assertActiveCatalogueLinks, insertLines, listLines, replaceLines } from './line-items.repository';
export { pdfQuerySchema, sendPdf } from './pdf-reply';
export { tenantDefaultTaxRate } from './tenant-tax-rate';
export { type DocumentTax, recomputeDraftTax, resolveDocumentTax, resolveDraftTax } from './document-tax';
