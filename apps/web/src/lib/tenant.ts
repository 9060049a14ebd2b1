/*
 * The contracts' auth and paging modules also build zod schemas at load time; importing a constant from
 * them would put zod into the first download. The type annotation keeps these copies equal to the contract.
 */
const DEFAULT_TENANT_SLUG: typeof import('@tradeworks/contracts/auth').DEFAULT_TENANT_SLUG = 'default';

export const TENANT_STORAGE_KEY = 'selectedTenantSlug';
export const TENANT_QUERY_PARAM = 'tenant';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The tenant slug in the address bar, if any. */
export function getUrlTenantSlug(): string | null {
  return new URLSearchParams(window.location.search).get(TENANT_QUERY_PARAM) || null;
}

/** The active tenant: ?tenant= in the URL, else the stored choice, else 'default' (spec part 1 §1). */
export function getTenantSlug(): string {
  return getUrlTenantSlug() || readStorage(TENANT_STORAGE_KEY) || DEFAULT_TENANT_SLUG;
}

export function getStoredTenantSlug(): string | null {
  return readStorage(TENANT_STORAGE_KEY);
}

export function storeTenantSlug(slug: string): void {
  try {
    window.localStorage.setItem(TENANT_STORAGE_KEY, slug);
  } catch {
    /* storage unavailable (private mode): the URL still carries the tenant */
  }
}
