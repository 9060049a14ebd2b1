import { apiFetch } from '@/lib/api-client';

/** PUT /api/auth/current-tenant — remembers the chosen organization as the user's default on the server. */
export function updateCurrentTenant(slug: string): Promise<unknown> {
  return apiFetch('/api/auth/current-tenant', { method: 'PUT', body: { slug } });
}
