import type { APIRequestContext } from '@playwright/test';

/**
 * Every screen of the web app's router, with a way to reach it on the demo server. The accessibility
 * spec scans each one (light, dark, 375 px); a unit test in apps/web fails when the router has a path
 * that is missing here, so a new screen cannot skip the scan. Draft ids come from the demo API.
 */
export interface Screen {
  /** The router path, exactly as apps/web/src/app/route-paths.test-support.ts flattens it. */
  path: string;
  /** Who opens it: signed out, the demo owner, or the super admin. */
  as: 'anonymous' | 'owner' | 'superAdmin';
  /** The URL to open (ids resolved through the API when the path has parameters). */
  url: (api: APIRequestContext) => Promise<string>;
}

const T = 'tenant=default';

async function firstId(api: APIRequestContext, list: string, filter = ''): Promise<string> {
  const res = await api.get(`${list}?${T}&limit=1${filter}`);
  if (!res.ok()) throw new Error(`${list}: ${res.status()}`);
  const rows = (await res.json()) as Array<{ id: string }>;
  if (!rows[0]) throw new Error(`${list}${filter}: the demo has no record to open`);
  return rows[0].id;
}

const fixed = (url: string) => async () => url;
const byId =
  (list: string, make: (id: string) => string, filter = '') =>
  async (api: APIRequestContext) =>
    make(await firstId(api, list, filter));
const owner = (path: string, url: Screen['url'] = fixed(path)): Screen => ({ path, as: 'owner', url });
const admin = (path: string, url: Screen['url'] = fixed(path)): Screen => ({ path, as: 'superAdmin', url });

/** The demo's first conversation (threads are keyed by their client in the app's URL). */
async function firstThreadUrl(api: APIRequestContext) {
  const res = await api.get(`/api/messages/threads?${T}&limit=1`);
  const rows = (await res.json()) as Array<{ clientId: string }>;
  if (!rows[0]) throw new Error('/api/messages/threads: the demo has no conversation to open');
  return `/messages/${rows[0].clientId}`;
}

async function firstTenantId(api: APIRequestContext) {
  const res = await api.get('/api/super-admin/tenants?limit=1');
  return ((await res.json()) as Array<{ id: string }>)[0]!.id;
}
async function firstUserId(api: APIRequestContext) {
  const res = await api.get('/api/super-admin/users?limit=1');
  return ((await res.json()) as Array<{ id: string }>)[0]!.id;
}

export const SCREENS: Screen[] = [
  { path: '/login', as: 'anonymous', url: fixed('/login') },
  { path: '/setup', as: 'anonymous', url: fixed('/setup') },
  { path: '/set-password', as: 'anonymous', url: fixed('/set-password?token=unknown') },
  { path: '/forgot-password', as: 'anonymous', url: fixed('/forgot-password') },
  { path: '/reset-password', as: 'anonymous', url: fixed('/reset-password?token=unknown') },
  owner('/accept-invitation', fixed('/accept-invitation?token=unknown')),
  owner('/'),
  owner('/profile'),
  owner('/settings'),
  owner('/settings/email-log'),
  owner(
    '/settings/email-log/:emailId',
    byId('/api/admin/emails', (id) => `/settings/email-log/${id}`),
  ),
  owner('/inventory'),
  owner('/inventory/new'),
  owner(
    '/inventory/:id',
    byId('/api/inventory', (id) => `/inventory/${id}`),
  ),
  owner(
    '/inventory/:id/edit',
    byId('/api/inventory', (id) => `/inventory/${id}/edit`),
  ),
  owner('/services'),
  owner('/services/new'),
  owner(
    '/services/:id',
    byId('/api/services', (id) => `/services/${id}`),
  ),
  owner(
    '/services/:id/edit',
    byId('/api/services', (id) => `/services/${id}/edit`),
  ),
  owner('/checklists'),
  owner('/checklists/new'),
  owner(
    '/checklists/:id',
    byId('/api/checklist-templates', (id) => `/checklists/${id}`),
  ),
  owner('/timesheets'),
  owner('/purchase-orders'),
  owner('/purchase-orders/new'),
  owner(
    '/purchase-orders/:id',
    byId('/api/purchase-orders', (id) => `/purchase-orders/${id}`),
  ),
  owner(
    '/purchase-orders/:id/edit',
    byId('/api/purchase-orders', (id) => `/purchase-orders/${id}/edit`, '&status=draft'),
  ),
  owner('/quotes'),
  owner('/quotes/new'),
  owner(
    '/quotes/:id',
    byId('/api/quotes', (id) => `/quotes/${id}`),
  ),
  owner(
    '/quotes/:id/edit',
    byId('/api/quotes', (id) => `/quotes/${id}/edit`, '&status=draft'),
  ),
  owner('/invoices'),
  owner('/invoices/new'),
  owner(
    '/invoices/:id',
    byId('/api/invoices', (id) => `/invoices/${id}`),
  ),
  owner(
    '/invoices/:id/edit',
    byId('/api/invoices', (id) => `/invoices/${id}/edit`, '&status=draft'),
  ),
  owner('/clients'),
  owner('/clients/new'),
  owner(
    '/clients/:id',
    byId('/api/clients', (id) => `/clients/${id}`),
  ),
  owner(
    '/clients/:id/edit',
    byId('/api/clients', (id) => `/clients/${id}/edit`),
  ),
  owner('/messages'),
  owner('/reports'),
  owner('/reports/aging'),
  owner('/reports/revenue'),
  owner('/reports/job-costing'),
  owner('/reports/technicians'),
  owner('/reports/sales-tax'),
  owner('/messages/:clientId', firstThreadUrl),
  owner('/equipment'),
  owner('/equipment/new'),
  owner(
    '/equipment/:id',
    byId('/api/equipment', (id) => `/equipment/${id}`),
  ),
  owner(
    '/equipment/:id/edit',
    byId('/api/equipment', (id) => `/equipment/${id}/edit`),
  ),
  owner('/scheduling'),
  owner('/payments'),
  owner(
    '/payments/:id',
    byId('/api/payments', (id) => `/payments/${id}`),
  ),
  owner('/service-agreements'),
  owner('/service-agreements/new'),
  owner(
    '/service-agreements/:id',
    byId('/api/service-agreements', (id) => `/service-agreements/${id}`),
  ),
  owner(
    '/service-agreements/:id/edit',
    byId('/api/service-agreements', (id) => `/service-agreements/${id}/edit`, '&status=active'),
  ),
  owner('/dispatching'),
  owner('/dispatching/jobs/new'),
  owner(
    '/dispatching/jobs/:id',
    byId('/api/service-jobs', (id) => `/dispatching/jobs/${id}`),
  ),
  owner(
    '/dispatching/jobs/:id/edit',
    byId('/api/service-jobs', (id) => `/dispatching/jobs/${id}/edit`, '&status=pending'),
  ),
  owner('/dispatching/technicians/new'),
  owner(
    '/dispatching/technicians/:id',
    byId('/api/technicians', (id) => `/dispatching/technicians/${id}`),
  ),
  owner('/my-day'),
  owner('/import'),
  owner('/export'),
  owner('/users'),
  admin('/admin'),
  admin('/admin/dashboard'),
  admin('/admin/tenants'),
  admin('/admin/tenants/analytics'),
  admin('/admin/tenants/new'),
  admin('/admin/tenants/:tenantId', async (api) => `/admin/tenants/${await firstTenantId(api)}`),
  admin('/admin/tenants/:tenantId/users', async (api) => `/admin/tenants/${await firstTenantId(api)}/users`),
  admin(
    '/admin/tenants/:tenantId/activity',
    async (api) => `/admin/tenants/${await firstTenantId(api)}/activity`,
  ),
  admin('/admin/users'),
  admin('/admin/users/activity'),
  admin('/admin/users/new'),
  admin('/admin/users/:userId', async (api) => `/admin/users/${await firstUserId(api)}`),
  admin('/admin/users/:userId/tenants', async (api) => `/admin/users/${await firstUserId(api)}/tenants`),
  admin('/admin/users/:userId/activity', async (api) => `/admin/users/${await firstUserId(api)}/activity`),
  admin('/admin/monitoring'),
  admin('/admin/monitoring/logs'),
  admin('/admin/settings/monitoring'),
  admin('/admin/settings'),
  admin('/admin/subscriptions'),
  admin('/admin/subscriptions/billing'),
  admin('/admin/subscriptions/issues'),
];
