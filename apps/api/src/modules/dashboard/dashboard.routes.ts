import type { FastifyInstance } from 'fastify';
import {
  activityEntrySchema,
  dashboardAlertSchema,
  dashboardSummarySchema,
} from '@tradeworks/contracts/dashboard';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { getAlerts, getDashboardSummary, getRecentActivity } from './dashboard.service';

export function registerDashboardRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/dashboard/summary',
    access: 'dashboard:view',
    summary: 'The four dashboard stat cards, counted in SQL',
    tags: ['dashboard'],
    response: dashboardSummarySchema,
    handler: ({ tenant }) => getDashboardSummary(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dashboard/activity',
    access: 'dashboard:view',
    summary: 'Latest audit-log entries of the tenant, readable',
    tags: ['dashboard'],
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
    response: z.array(activityEntrySchema),
    handler: ({ tenant, query }) => getRecentActivity({ ...tenant, limit: query.limit }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dashboard/alerts',
    access: 'dashboard:view',
    summary: 'Overdue invoices, low stock, ending agreements and unassigned emergency jobs',
    tags: ['dashboard'],
    response: z.array(dashboardAlertSchema),
    handler: ({ tenant }) => getAlerts(tenant),
  });
}
