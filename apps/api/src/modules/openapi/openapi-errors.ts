import type { RegisteredRoute } from '../../http/route';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * The error statuses a route can answer, from what it declares: input schemas (400), access (401/403),
 * a record in the path (404), a change to an existing record (409) and the sign-in limits (429).
 */
export function errorResponses(route: RegisteredRoute): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (route.body || route.query) out['400'] = error('Invalid input: `fieldErrors` names each field');
  if (route.access !== 'public') out['401'] = error('Not signed in');
  if (route.access !== 'public' && route.access !== 'authenticated') {
    out['403'] = error('The signed-in user lacks the access this route needs');
  }
  if (route.params) out['404'] = error('No such record in the active organization');
  const changesRecord = route.method !== 'GET' && (route.params || route.method !== 'POST');
  if (changesRecord && route.access !== 'public') out['409'] = error('Conflicts with the record’s state');
  if (route.url.startsWith('/api/auth/') && route.method === 'POST') out['429'] = error('Too many attempts');
  return out;
}
