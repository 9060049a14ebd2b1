import type { FastifyInstance } from 'fastify';
import { quoteListQuerySchema } from '@tradeworks/contracts/quotes';
import type { Database } from '../apps/api/src/db/client';
import { renderSalesDocumentPdf } from '../apps/api/src/modules/sales-documents/document-pdf';
import { invoiceView, loadInvoiceDetail } from '../apps/api/src/modules/invoices/invoice-detail';
import { listQuotes } from '../apps/api/src/modules/quotes/quotes.repository';
import { tallyQuotes } from '../apps/api/src/modules/sales-documents/document-status.repository';
import { getCompanyProfile } from '../apps/api/src/platform/pdf/company-profile';

/** Bare routes of the quotes list and the invoice PDF: the same SQL and rendering, no session or validation. */
export function registerSalesBareRoutes(bare: FastifyInstance, db: Database, tenantId: string): void {
  bare.get('/quotes', async (req, reply) => {
    const query = quoteListQuerySchema.parse(req.query);
    const page = await db.tenant({ tenantId, userId: null }, (scope) => listQuotes(scope, query));
    reply.header('x-total-count', String(page.total));
    return page.items;
  });
  bare.get('/quotes-summary', () => db.tenant({ tenantId, userId: null }, tallyQuotes));
  bare.get<{ Params: { id: string } }>('/invoice-pdf/:id', async (req, reply) => {
    const pdf = await db.tenant({ tenantId, userId: null }, async (scope) => {
      const detail = await loadInvoiceDetail(scope, req.params.id);
      return renderSalesDocumentPdf(await getCompanyProfile(scope), invoiceView(detail));
    });
    return reply.header('content-type', 'application/pdf').send(pdf);
  });
}
