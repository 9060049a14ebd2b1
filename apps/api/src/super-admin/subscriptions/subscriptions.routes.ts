import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import { superAdminTenantSchema } from '@tradeworks/contracts/super-admin';
import {
  billingOverviewSchema,
  tenantUsageQuerySchema,
  tenantUsageSchema,
} from '@tradeworks/contracts/super-admin-subscriptions';
import { defineRoute } from '../../http/route';
import { sendPage } from '../../http/paging';
import { billingOverview, paymentIssues, tenantUsage } from './subscriptions.service';

const tags = ['super-admin'];

/** The console's Payment Issues, Billing Overview and Tenant Analytics (issue 34 item 16). */
export function registerSubscriptionRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/subscriptions/issues',
    access: 'super_admin',
    summary: 'Tenants whose billing status is past_due or cancelled, past due first',
    tags,
    query: pageQuerySchema,
    response: z.array(superAdminTenantSchema),
    handler: async ({ db, query, reply }) => sendPage(reply, await paymentIssues({ db, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/subscriptions/billing',
    access: 'super_admin',
    summary: 'Tenants totalled by plan and by billing status, and per plan × billing status',
    tags,
    response: billingOverviewSchema,
    handler: ({ db }) => billingOverview({ db }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/analytics/tenants',
    access: 'super_admin',
    summary: 'Per-tenant usage: users, clients, jobs, invoices this month, storage; sortable',
    description:
      '`sort` is one of name, users, clients, jobs, invoices_this_month, storage_bytes; `order` asc or desc. ' +
      "Invoices this month count from the first of the month in the tenant's time zone. Storage is the " +
      'bytes of the photos the tenant keeps (job photos with thumbnails, photos received by text).',
    tags,
    query: tenantUsageQuerySchema,
    response: z.array(tenantUsageSchema),
    handler: async ({ db, query, reply }) => sendPage(reply, await tenantUsage({ db, query })),
  });
}
