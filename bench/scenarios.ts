import { DISPATCH_RANGE } from './dispatch-bench';
import { BUSY_UNIT_ID } from './equipment-seed';

/** Each scenario: our route (signed in, tenant resolved, RLS) and the bare route running the same SQL. */
export interface Scenario {
  name: string;
  path: string;
  barePath: string;
  /** Also measured open-loop: a fixed arrival rate (a share of the bare route's capacity), p50/p99 there. */
  openLoop?: boolean;
  /** Signed in as a super admin (the console's routes) rather than the bench tenant's owner. */
  superAdmin?: boolean;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** Monday and Sunday of last week (the bench tenant's clock is UTC): a full week of about 960 jobs. */
function lastWeek(): { from: string; to: string } {
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7);
  const sunday = new Date(monday);
  sunday.setUTCDate(monday.getUTCDate() + 6);
  return { from: isoDay(monday), to: isoDay(sunday) };
}
const WEEK = lastWeek();

export const SCENARIOS: Scenario[] = [
  { name: 'auth-user', path: '/api/auth/user', barePath: '/auth-user' },
  // "hernandez" names 1 in 30 of the tenant's 100,000 clients: a realistic, non-trivial match set.
  {
    name: 'clients-search-common',
    path: '/api/clients?search=hernandez&limit=50',
    barePath: '/clients?search=hernandez&limit=50',
    openLoop: true,
  },
  // A rare substring (part of one phone number block) — the index must make this cheap, not a scan.
  {
    name: 'clients-search-rare',
    path: '/api/clients?search=555-0042&limit=50',
    barePath: '/clients?search=555-0042&limit=50',
    openLoop: true,
  },
  // No search: the total comes from the trigger-kept client_counts rows, not a count(*) of 100,000 rows.
  {
    name: 'clients-page',
    path: '/api/clients?limit=50&offset=500',
    barePath: '/clients?limit=50&offset=500',
  },
  {
    name: 'clients-filtered',
    path: '/api/clients?status=lead&clientType=commercial&limit=50',
    barePath: '/clients?status=lead&clientType=commercial&limit=50',
  },
  { name: 'clients-summary', path: '/api/clients/summary', barePath: '/clients-summary', openLoop: true },
  // 50,000 parts: "capacitor" names 1 in 25 of them; "004217" is one SKU.
  {
    name: 'inventory-search-common',
    path: '/api/inventory?search=capacitor&limit=50',
    barePath: '/inventory?search=capacitor&limit=50',
  },
  {
    name: 'inventory-search-rare',
    path: '/api/inventory?search=004217&limit=50',
    barePath: '/inventory?search=004217&limit=50',
  },
  // 100,000 quotes: sent ones (derived status, so expired ones drop out) whose client is a "hernandez".
  {
    name: 'quotes-status-search',
    path: '/api/quotes?status=sent&search=hernandez&limit=50',
    barePath: '/quotes?status=sent&search=hernandez&limit=50',
  },
  // Expired is derived in SQL (sent and past validUntil): the filter must stay index-backed.
  {
    name: 'quotes-status-expired',
    path: '/api/quotes?status=expired&limit=50',
    barePath: '/quotes?status=expired&limit=50',
  },
  // The default view: open quotes, newest first, a later page.
  { name: 'quotes-page', path: '/api/quotes?limit=50&offset=500', barePath: '/quotes?limit=50&offset=500' },
  // The four cards: kept counts of stored statuses plus the sent quotes still valid (derived, not a job).
  { name: 'quotes-summary', path: '/api/quotes/summary', barePath: '/quotes-summary' },
  // 100,000 service jobs: a week of them (about 960) by scheduled date, first page, with the total.
  {
    name: 'service-jobs-range',
    path: `/api/service-jobs?${DISPATCH_RANGE}`,
    barePath: `/service-jobs?${DISPATCH_RANGE}`,
  },

  // 500,000 payments in the tenant (bench/payments-seed.ts): the history's newest page, a later page, a
  // reference search, a status filter (completed is derived: not fully refunded) and the three cards.
  { name: 'payments-page', path: '/api/payments?limit=50', barePath: '/payments?limit=50' },
  {
    name: 'payments-page-deep',
    path: '/api/payments?limit=50&offset=5000',
    barePath: '/payments?limit=50&offset=5000',
  },
  {
    name: 'payments-search-ref',
    path: '/api/payments?search=chk%20004217&limit=50',
    barePath: '/payments?search=chk%20004217&limit=50',
  },
  {
    name: 'payments-status-method',
    path: '/api/payments?status=failed&method=credit_card&limit=50',
    barePath: '/payments?status=failed&method=credit_card&limit=50',
  },
  { name: 'payments-summary', path: '/api/payments/summary', barePath: '/payments-summary' },

  // The screens of a year's history (issue 33): 20,000 agreements, 300,000 audit entries, 100,000 jobs.
  { name: 'dashboard-summary', path: '/api/dashboard/summary', barePath: '/dashboard-summary' },
  { name: 'dashboard-activity', path: '/api/dashboard/activity', barePath: '/dashboard-activity' },
  { name: 'dashboard-alerts', path: '/api/dashboard/alerts', barePath: '/dashboard-alerts' },
  // The dispatching page as it opens: every job, newest first, first page with its total.
  { name: 'dispatch-board', path: '/api/service-jobs?limit=50', barePath: '/dispatch-board?limit=50' },
  // The calendar's week: one request, a hundred jobs a day at most.
  {
    name: 'schedule-week',
    path: `/api/schedule/calendar?from=${WEEK.from}&to=${WEEK.to}&perDay=100`,
    barePath: `/schedule-week?from=${WEEK.from}&to=${WEEK.to}&perDay=100`,
  },
  {
    name: 'agreements-page',
    path: '/api/service-agreements?limit=50',
    barePath: '/agreements-page?limit=50',
  },
  { name: 'agreements-summary', path: '/api/service-agreements/summary', barePath: '/agreements-summary' },
  { name: 'inventory-summary', path: '/api/inventory/summary', barePath: '/inventory-summary' },
  { name: 'export-summary', path: '/api/exports/summary', barePath: '/export-summary' },

  // Issue 35 at size (bench/equipment-seed.ts): 200,000 units, 1,000,000 checklist answers.
  // "xc21" (a Lennox family) is the model of 1 in 20 units (10,000): a realistic common match.
  {
    name: 'equipment-search-model',
    path: '/api/equipment?search=xc21&limit=50',
    barePath: '/equipment?search=xc21&limit=50',
  },
  // One serial number (each unit's ends in E and its 6-digit number).
  {
    name: 'equipment-search-serial',
    path: '/api/equipment?search=e104217&limit=50',
    barePath: '/equipment?search=e104217&limit=50',
  },
  // The busy unit's history, first page: 50 jobs, their checklists (12 answers each), 12 refrigerant entries.
  {
    name: 'equipment-history',
    path: `/api/equipment/${BUSY_UNIT_ID}/history?limit=50`,
    barePath: `/equipment-history/${BUSY_UNIT_ID}?limit=50`,
  },
  {
    name: 'super-admin-dashboard',
    path: '/api/super-admin/dashboard',
    barePath: '/super-admin-dashboard',
    superAdmin: true,
  },
  {
    name: 'super-admin-activity',
    path: '/api/super-admin/activity?limit=50',
    barePath: '/super-admin-activity?limit=50',
    superAdmin: true,
  },
  {
    name: 'super-admin-tenants',
    path: '/api/super-admin/tenants?limit=50',
    barePath: '/super-admin-tenants?limit=50',
    superAdmin: true,
  },
];

/**
 * The growth rows (bench/results.json `growth`): the same reads at 10,000, 100,000 and 1,000,000 clients
 * (tenants neighbour-1, bench and growth-1m, bench/screens-seed.ts). Only search may grow with the tenant.
 */
export const GROWTH_SCENARIOS: Array<{ name: string; path: string }> = [
  { name: 'clients-search-common', path: '/api/clients?search=hernandez&limit=50' },
  { name: 'clients-page', path: '/api/clients?limit=50&offset=500' },
  { name: 'dashboard-summary', path: '/api/dashboard/summary' },
];
