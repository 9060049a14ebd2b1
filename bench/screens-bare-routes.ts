import type { FastifyInstance } from 'fastify';
import { agreementListQuerySchema } from '@tradeworks/contracts/service-agreements';
import { scheduleCalendarQuerySchema } from '@tradeworks/contracts/scheduling';
import { serviceJobListQuerySchema } from '@tradeworks/contracts/service-jobs';
import { activityQuerySchema } from '@tradeworks/contracts/super-admin-console';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import type { Database } from '../apps/api/src/db/client';
import type { AppMetrics } from '../apps/api/src/platform/metrics/metrics';
import {
  getAlerts,
  getDashboardSummary,
  getRecentActivity,
} from '../apps/api/src/modules/dashboard/dashboard.service';
import { listServiceJobsPage } from '../apps/api/src/modules/dispatching/service-jobs.service';
import { getScheduleCalendar } from '../apps/api/src/modules/scheduling/schedule-calendar.service';
import {
  getAgreementSummary,
  listAgreementsPage,
} from '../apps/api/src/modules/service-agreements/service-agreements.service';
import { getInventorySummary } from '../apps/api/src/modules/inventory/inventory.service';
import { getExportSummary } from '../apps/api/src/modules/data-export/exports.service';
import { getAdminDashboard } from '../apps/api/src/super-admin/console/dashboard.service';
import { platformActivity } from '../apps/api/src/super-admin/console/activity.service';
import { listTenantsWithStats } from '../apps/api/src/super-admin/tenants/tenants.service';

/**
 * Bare routes of the screens issue 33 measured (dashboard, dispatch board, schedule week, agreements, inventory
 * and export summaries, the super-admin console): each runs the service function our route's handler calls —
 * the same SQL and mapping — without session, tenancy lookup, permission check, input validation or response
 * schema. `tenants` maps a growth tenant's slug to its id (the growth rows read several tenants).
 */
export function registerScreensBareRoutes(
  bare: FastifyInstance,
  db: Database,
  tenants: Map<string, string>,
  metrics: AppMetrics,
): void {
  const context = (slug = 'bench') => ({ db, tenantId: tenants.get(slug)!, userId: null });
  const paged = (
    reply: { header: (k: string, v: string) => unknown },
    page: { items: unknown[]; total: number },
  ) => {
    reply.header('x-total-count', String(page.total));
    return page.items;
  };
  bare.get<{ Querystring: { tenant?: string } }>('/dashboard-summary', (req) =>
    getDashboardSummary(context(req.query.tenant)),
  );
  bare.get('/dashboard-activity', () => getRecentActivity({ ...context(), limit: 10 }));
  bare.get('/dashboard-alerts', () => getAlerts(context()));
  bare.get('/dispatch-board', async (req, reply) =>
    paged(
      reply,
      await listServiceJobsPage({ ...context(), query: serviceJobListQuerySchema.parse(req.query) }),
    ),
  );
  bare.get('/schedule-week', (req) =>
    getScheduleCalendar({ ...context(), query: scheduleCalendarQuerySchema.parse(req.query) }),
  );
  bare.get('/agreements-page', async (req, reply) =>
    paged(
      reply,
      await listAgreementsPage({ ...context(), query: agreementListQuerySchema.parse(req.query) }),
    ),
  );
  bare.get('/agreements-summary', () => getAgreementSummary(context()));
  bare.get('/inventory-summary', () => getInventorySummary(context()));
  bare.get('/export-summary', () => getExportSummary(context()));
  bare.get('/super-admin-dashboard', () => getAdminDashboard(db, metrics));
  bare.get('/super-admin-activity', async (req, reply) =>
    paged(reply, await platformActivity(db, activityQuerySchema.parse(req.query))),
  );
  bare.get('/super-admin-tenants', async (req, reply) =>
    paged(reply, await listTenantsWithStats({ db, query: pageQuerySchema.parse(req.query) })),
  );
}
