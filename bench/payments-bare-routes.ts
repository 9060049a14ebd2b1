import type { FastifyInstance } from 'fastify';
import { paymentListQuerySchema } from '@tradeworks/contracts/payments';
import type { Database } from '../apps/api/src/db/client';
import { listPaymentRows, paymentSummaryCounts } from '../apps/api/src/modules/payments/payments.repository';

/** Bare routes of the payments list and summary: the same SQL (the summary reads both kept counters, as the route does), no session, permission check or mapping. */
export function registerPaymentsBareRoutes(bare: FastifyInstance, db: Database, tenantId: string): void {
  bare.get('/payments', async (req, reply) => {
    const query = paymentListQuerySchema.parse(req.query);
    const page = await db.tenant({ tenantId, userId: null }, (scope) => listPaymentRows(scope, query));
    reply.header('x-total-count', String(page.total));
    return page.items;
  });
  bare.get('/payments-summary', () => db.tenant({ tenantId, userId: null }, paymentSummaryCounts));
}
