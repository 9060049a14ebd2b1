import { DISPATCH_RANGE } from './dispatch-bench';

/** Each scenario: our route (signed in, tenant resolved, RLS) and the bare route running the same SQL. */
export interface Scenario {
  name: string;
  path: string;
  barePath: string;
  /** Also measured open-loop: a fixed arrival rate (a share of the bare route's capacity), p50/p99 there. */
  openLoop?: boolean;
}

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
];
