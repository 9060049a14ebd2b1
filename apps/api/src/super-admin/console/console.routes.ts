import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  activityEntrySchema,
  activityQuerySchema,
  dashboardSchema,
  metricsSchema,
  platformSettingsSchema,
  platformSettingsViewSchema,
  tenantDeleteSchema,
  userActivitySummarySchema,
} from '@tradeworks/contracts/super-admin-console';
import { defineRoute } from '../../http/route';
import { sendPage } from '../../http/paging';
import { platformActivity, tenantActivity, userActivity, userActivitySummary } from './activity.service';
import { getAdminDashboard, getAdminMetrics } from './dashboard.service';
import { getPlatformSettings, updatePlatformSettings } from './platform-settings.service';
import { deleteTenant } from './tenant-delete.service';
import { idParamsSchema } from '../../http/id-params';

const tags = ['super-admin'];

/** Dashboard, monitoring, activity, tenant deletion and platform settings of the console. */
export function registerConsoleRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/dashboard',
    access: 'super_admin',
    summary: 'Overview counts and live system health',
    description:
      'Measured on every call: a timed `select 1`, client connections from `pg_stat_activity` against ' +
      '`max_connections` (PGlite: 1 of 1), database size, table count, uptime, V8 heap used against its ' +
      'limit, Node version, the 5xx share of the last 5 minutes, e-mails failed for good in the last 24 ' +
      'hours; statuses by `HEALTH_THRESHOLDS` (contracts/super-admin-console.ts).',
    tags,
    response: dashboardSchema,
    handler: ({ db }) => getAdminDashboard(db, app.metrics),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/metrics',
    access: 'super_admin',
    summary: "This server's request metrics (last hour), e-mail outbox and background jobs",
    tags,
    response: metricsSchema,
    handler: ({ db }) => getAdminMetrics(db, app.metrics),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/activity',
    access: 'super_admin',
    summary: 'Platform-wide activity, newest first; filters tenantId, userId, entity, action, from, to',
    tags,
    query: activityQuerySchema,
    response: z.array(activityEntrySchema),
    handler: async ({ db, query, reply }) => sendPage(reply, await platformActivity(db, query)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/tenants/:id/activity',
    access: 'super_admin',
    summary: "A tenant's activity, including the console's changes to it",
    tags,
    params: idParamsSchema,
    query: activityQuerySchema,
    response: z.array(activityEntrySchema),
    handler: async ({ db, params, query, reply }) =>
      sendPage(reply, await tenantActivity(db, params.id, query)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/users/:id/activity',
    access: 'super_admin',
    summary: "A user's sign-ins, failed sign-ins and changes, and changes made to them",
    tags,
    params: idParamsSchema,
    query: activityQuerySchema,
    response: z.array(activityEntrySchema),
    handler: async ({ db, params, query, reply }) =>
      sendPage(reply, await userActivity(db, params.id, query)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/users/:id/activity/summary',
    access: 'super_admin',
    summary: "A user's activity overview (last 30 days) and membership timeline",
    tags,
    params: idParamsSchema,
    response: userActivitySummarySchema,
    handler: ({ db, params }) => userActivitySummary(db, params.id),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/super-admin/tenants/:id',
    access: 'super_admin',
    summary: 'Delete a tenant and all its records; body { confirm_slug } must repeat its slug',
    description:
      'Removes every row of every table with a `tenant_id` (found in the catalogue, children first) in ' +
      'one transaction. 409 while the billing status is `active` or `past_due`. Recorded in the ' +
      'platform log.',
    tags,
    params: idParamsSchema,
    body: tenantDeleteSchema,
    response: z.object({ id: z.string(), slug: z.string(), deletedRows: z.number() }),
    handler: ({ db, session, params, body }) =>
      deleteTenant({ db, userId: session.user.id, tenantId: params.id, confirmSlug: body.confirm_slug }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/settings',
    access: 'super_admin',
    summary: 'Platform settings',
    tags,
    response: platformSettingsViewSchema,
    handler: ({ db, req }) => getPlatformSettings(db, req.server.env.MAIL_FROM),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/super-admin/settings',
    access: 'super_admin',
    summary: 'Change the platform settings',
    tags,
    body: platformSettingsSchema,
    response: platformSettingsViewSchema,
    handler: ({ db, req, session, body }) =>
      updatePlatformSettings({
        db,
        userId: session.user.id,
        data: body,
        defaultEmailFrom: req.server.env.MAIL_FROM,
      }),
  });
}
