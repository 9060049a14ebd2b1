/** Each scenario: our route (signed in, tenant resolved, RLS) and the bare route running the same SQL. */
export interface Scenario {
  name: string;
  path: string;
  barePath: string;
}

export const SCENARIOS: Scenario[] = [
  { name: 'auth-user', path: '/api/auth/user', barePath: '/auth-user' },
  // "hernandez" names 1 in 30 of the tenant's 100,000 clients: a realistic, non-trivial match set.
  { name: 'clients-search-common', path: '/api/clients?search=hernandez&limit=50', barePath: '/clients?search=hernandez&limit=50' },
  // A rare substring (part of one phone number block) — the index must make this cheap, not a scan.
  { name: 'clients-search-rare', path: '/api/clients?search=555-0042&limit=50', barePath: '/clients?search=555-0042&limit=50' },
  // No search: the total comes from the trigger-kept client_counts rows, not a count(*) of 100,000 rows.
  { name: 'clients-page', path: '/api/clients?limit=50&offset=500', barePath: '/clients?limit=50&offset=500' },
  { name: 'clients-filtered', path: '/api/clients?status=lead&clientType=commercial&limit=50', barePath: '/clients?status=lead&clientType=commercial&limit=50' },
  { name: 'clients-summary', path: '/api/clients/summary', barePath: '/clients-summary' },
  // 50,000 parts: "capacitor" names 1 in 25 of them; "004217" is one SKU.
  { name: 'inventory-search-common', path: '/api/inventory?search=capacitor&limit=50', barePath: '/inventory?search=capacitor&limit=50' },
  { name: 'inventory-search-rare', path: '/api/inventory?search=004217&limit=50', barePath: '/inventory?search=004217&limit=50' },
];
