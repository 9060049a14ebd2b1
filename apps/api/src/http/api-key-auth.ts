import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { accessOfScopes } from '@tradeworks/contracts/api-keys';
import {
  BUILT_IN_ROLE_ACCESS,
  accessFromPermissionList,
  hasAccess,
  type AccessTable,
  type FeatureArea,
  type MembershipRole,
} from '@tradeworks/contracts/permissions';
import type { Database } from '../db/client';
import { API_KEY_PREFIX } from '../platform/auth/api-key-token';
import { inactiveTenantMessage } from '../platform/auth/tenant-access';
import { hashToken } from '../platform/auth/tokens';
import { effectiveTimeZone, storedTimeZoneOf } from '../platform/tenant-clock';
import { ORGANIZATION_NOT_FOUND, userOfRow, userSelectList } from './auth-context';
import type { RequestAuth } from './request-auth';

/** The API key of `Authorization: Bearer twk_…`, or null when the request carries none. */
export function bearerApiKeyOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1]?.startsWith(API_KEY_PREFIX) ? match[1] : null;
}

/** How often a key's last_used_at moves on (the list shows it; writing it on every request would cost). */
const LAST_USED_INTERVAL_SECONDS = 60;

/**
 * The key (live: not revoked, not expired), its creator, and the creator's accepted membership of the key's
 * organization with their custom role — in ONE statement, made on every request: keys are never reused from
 * memory, so a revocation (or the creator leaving, or their role changing) holds from the very next request
 * in every process. last_used_at moves on at most every minute (a CTE of the same statement).
 */
const KEY_STATEMENT = sql`
  with found as (
    select k.tenant_id, k.id, k.name, k.scopes, k.created_by,
      k.last_used_at is null
        or k.last_used_at < now() - make_interval(secs => ${sql.raw(String(LAST_USED_INTERVAL_SECONDS))}) as due
    from api_keys k
    where k.key_hash = ${sql.placeholder('keyHash')} and k.revoked_at is null
      and (k.expires_at is null or k.expires_at > now())
  ),
  touched as (
    update api_keys set last_used_at = now()
    where key_hash = ${sql.placeholder('keyHash')} and (select due from found)
    returning 1
  )
  select ${userSelectList()}, found.id as key_id, found.name as key_name, found.scopes as key_scopes,
    (select count(*) from touched) as touched_count,
    t.id as tenant_id, t.name as tenant_name, t.slug as tenant_slug, t.status as tenant_status,
    m.role as tenant_role, pr.permissions as custom_permissions, ${storedTimeZoneOf(sql`t.id`)} as time_zone
  from found
  join users on users.id = found.created_by
  join tenants t on t.id = found.tenant_id
  join memberships m on m.tenant_id = t.id and m.user_id = found.created_by and m.status = 'accepted'
  left join permission_roles pr on pr.tenant_id = t.id and pr.is_active
    and (pr.id = m.custom_role_id or (m.custom_role_id is null and pr.role = m.role::text))`;

/**
 * The auth of an API key: its creator (never as a super admin, so keys never reach the console's routes) in
 * the key's organization, with the key's scopes narrowed to what the creator may still do there. null for an
 * unknown, revoked or expired key, or one whose creator left. `?tenant=` naming another organization is
 * refused as a made-up slug is.
 */
export async function lookupApiKeyAuth(
  db: Database,
  key: string,
  slug: string | null,
): Promise<RequestAuth | null> {
  const [row] = await db.platformStatement('tw_api_key', KEY_STATEMENT, { keyHash: hashToken(key) });
  if (!row) return null;
  const user = { ...userOfRow(row), isSuperAdmin: false };
  const apiKey = { id: row.key_id as string, name: row.key_name as string };
  if (slug !== null && slug !== row.tenant_slug) {
    return { user, tenant: null, tenantDenied: ORGANIZATION_NOT_FOUND, access: {}, apiKey };
  }
  if (row.tenant_status !== 'active') {
    const denied = inactiveTenantMessage(row.tenant_status as string);
    return { user, tenant: null, tenantDenied: denied, access: {}, apiKey };
  }
  const role = row.tenant_role as MembershipRole;
  const custom = row.custom_permissions as string[] | null;
  const creatorAccess = custom ? accessFromPermissionList(custom) : BUILT_IN_ROLE_ACCESS[role];
  return {
    user,
    tenant: {
      id: row.tenant_id as string,
      name: row.tenant_name as string,
      slug: row.tenant_slug as string,
      role,
      timeZone: effectiveTimeZone(row.time_zone as string | null),
    },
    tenantDenied: null,
    access: narrowedAccess(accessOfScopes(row.key_scopes as string[]), creatorAccess),
    apiKey,
  };
}

/** What both tables grant: each area at the lower of its two levels. */
function narrowedAccess(scopes: AccessTable, creator: AccessTable): AccessTable {
  const out: AccessTable = {};
  for (const area of Object.keys(scopes) as FeatureArea[]) {
    const level = scopes[area]!;
    if (hasAccess(creator, area, level)) out[area] = level;
    else if (hasAccess(creator, area, 'view')) out[area] = 'view';
  }
  return out;
}
