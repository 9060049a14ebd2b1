import type { FastifyReply, FastifyRequest } from 'fastify';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { SESSION_IDLE_DAYS } from '@tradeworks/contracts/auth';
import {
  BUILT_IN_ROLE_ACCESS,
  FULL_ACCESS,
  accessFromPermissionList,
  type MembershipRole,
} from '@tradeworks/contracts/permissions';
import type { Database, Tx } from '../db/client';
import { sessions, users } from '../db/schema';
import { effectiveTimeZone, storedTimeZoneOf } from '../platform/tenant-clock';
import { setSessionCookie } from '../platform/auth/session-cookie';
import { SESSION_TOUCH_INTERVAL_MS, type SessionUser } from '../platform/auth/sessions';
import { hashToken } from '../platform/auth/tokens';
import { inactiveTenantMessage, superAdminEntry } from '../platform/auth/tenant-access';
import type { ActiveTenant, RequestAuth } from './request-auth';

interface TenantRow {
  id: string;
  name: string;
  slug: string;
  status: string;
  role: MembershipRole | null;
  custom_permissions: string[] | null;
  time_zone: string | null;
  [key: string]: unknown;
}

/**
 * The signed-in user and the active tenant (DESIGN.md §3) of the session `token`: `?tenant=<slug>`, else the
 * user's default membership; with the `auth_epoch` read in the same statement, so that session reuse
 * (session-reuse.ts) keeps the auth with the epoch of the same snapshot. null for no live session.
 * `tenant: false` (a console route): a super admin's auth names no tenant — resolving one took a second
 * transaction per request (the tenant, the platform setting, the fallback to the last tenant entered), half of
 * the console's cheapest reads.
 */
export async function lookupAuth(
  db: Database,
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  slug: string | null,
  options: { tenant: boolean } = { tenant: true },
): Promise<{ auth: RequestAuth; epoch: string } | null> {
  // One statement (one round trip) finds the session, its user and the tenant.
  const found = await lookupSession(db, hashToken(token), slug);
  if (!found) return null;
  // Idle expiry is rolling: refresh the cookie whenever the session is touched.
  if (found.touched) setSessionCookie(req, reply, token);
  // A super admin may enter tenants without a membership (audited, by platform setting): the full path.
  const auth = !found.user.isSuperAdmin
    ? memberAuth(found.user, found.tenant, slug)
    : options.tenant
      ? await resolveTenant(db, found.user, slug)
      : { user: found.user, tenant: null, tenantDenied: null, access: {} };
  return { auth, epoch: found.epoch };
}

const userColumns = Object.entries(getTableColumns(users));

/**
 * The session (unknown or idle for more than SESSION_IDLE_DAYS: none), its user, and the tenant the request
 * asks for, in ONE statement: the per-request round trips were most of an authenticated request's overhead.
 * The session's last_seen_at is moved on at most every SESSION_TOUCH_INTERVAL (a CTE of the same statement).
 * Mirrors findSessionUser + resolveTenantIn (which the tests of both paths keep equal).
 */
function sessionStatement(bySlug: boolean): SQL {
  const tokenHash = sql.placeholder('tokenHash');
  return sql`
    with found as (
      select ${sql.join(
        userColumns.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
        sql`, `,
      )}, ${sessions.lastSeenAt} < now() - make_interval(secs => ${sql.raw(String(SESSION_TOUCH_INTERVAL_MS / 1000))}) as due
      from ${sessions} join ${users} on ${users.id} = ${sessions.userId}
      where ${sessions.tokenHash} = ${tokenHash}
        and ${sessions.lastSeenAt} > now() - make_interval(days => ${sql.raw(String(SESSION_IDLE_DAYS))})
    ),
    touched as (
      update ${sessions} set last_seen_at = now()
      where ${sessions.tokenHash} = ${tokenHash} and (select due from found)
      returning 1
    )
    select found.*, exists (select 1 from touched) as touched, to_jsonb(tenant) as tenant,
      (select epoch from auth_epoch where id = 1)::text as auth_epoch
    from found left join lateral (${tenantQuery(
      sql`found.id`,
      sql`found."currentTenantId"`,
      bySlug ? sql`${sql.placeholder('slug')}` : null,
    )}) tenant on true`;
}

// Built once: two statements, since a slug selects any tenant by slug and none the user's default membership.
const SESSION_BY_SLUG = sessionStatement(true);
const SESSION_DEFAULT_TENANT = sessionStatement(false);

async function lookupSession(
  db: Database,
  tokenHash: string,
  slug: string | null,
): Promise<{ user: SessionUser; tenant: TenantRow | undefined; touched: boolean; epoch: string } | null> {
  const rows =
    slug === null
      ? await db.platformStatement('tw_session_default', SESSION_DEFAULT_TENANT, { tokenHash })
      : await db.platformStatement('tw_session_slug', SESSION_BY_SLUG, { tokenHash, slug });
  const row = rows[0];
  if (!row) return null;
  const user = Object.fromEntries(
    userColumns.map(([key, column]) => {
      const value = row[key];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as SessionUser;
  return {
    user,
    tenant: (row.tenant as TenantRow | null) ?? undefined,
    touched: row.touched === true,
    epoch: row.auth_epoch as string,
  };
}

export const ORGANIZATION_NOT_FOUND = 'Organization not found';

export function tenantSlugOf(req: FastifyRequest): string | null {
  const value = (req.query as Record<string, unknown> | undefined)?.tenant;
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
}

export function resolveTenant(db: Database, user: SessionUser, slug: string | null): Promise<RequestAuth> {
  return db.platform((tx) => resolveTenantIn(tx, user, slug));
}

/**
 * The active tenant of a user with their membership and custom role: `?tenant=<slug>` (any tenant, so a
 * non-member can be told apart only by the missing role), else their default membership. `userId` and
 * `currentTenantId` are SQL so the per-request lookup can take them from its own session row.
 */
function tenantQuery(userId: SQL, currentTenantId: SQL, slug: SQL | null): SQL {
  return sql`
      select t.id, t.name, t.slug, t.status, m.role, pr.permissions as custom_permissions,
        ${storedTimeZoneOf(sql`t.id`)} as time_zone
      from tenants t
      -- A pending membership (an invitation not yet accepted) grants nothing: as if there were none.
      ${slug ? sql`left` : sql`inner`} join memberships m on m.tenant_id = t.id and m.user_id = ${userId}
        and m.status = 'accepted'
      -- The member's own custom role while it is active; else an active role named like the built-in role.
      left join permission_roles pr on pr.tenant_id = t.id and pr.is_active
        and (pr.id = m.custom_role_id or (m.custom_role_id is null and pr.role = m.role::text))
      where ${slug ? sql`t.slug = ${slug}` : sql`true`}
      order by m.is_default desc nulls last, (t.id = ${currentTenantId}) desc nulls last, m.joined_at
      limit 1`;
}

async function resolveTenantIn(tx: Tx, user: SessionUser, slug: string | null): Promise<RequestAuth> {
  const { rows } = await tx.execute<TenantRow>(
    tenantQuery(sql`${user.id}`, sql`${user.currentTenantId}`, slug === null ? null : sql`${slug}`),
  );
  let row: TenantRow | undefined = rows[0];
  if (!row && !slug && user.isSuperAdmin && user.currentTenantId) {
    const fallback = await tx.execute<TenantRow>(
      sql`select t.id, t.name, t.slug, t.status, null as role, null as custom_permissions,
        ${storedTimeZoneOf(sql`t.id`)} as time_zone from tenants t where t.id = ${user.currentTenantId}`,
    );
    row = fallback.rows[0];
  }
  if (!row) {
    return {
      user,
      tenant: null,
      tenantDenied: slug ? ORGANIZATION_NOT_FOUND : 'No organization selected',
      access: {},
    };
  }
  const tenant = activeTenant(row);
  if (user.isSuperAdmin) {
    // A super admin entering an organization they are not a member of: allowed by platform setting, audited.
    if (!row.role) {
      const denied = await superAdminEntry(tx, user.id, tenant);
      if (denied) return { user, tenant: null, tenantDenied: denied, access: {} };
    }
    return { user, tenant, tenantDenied: null, access: FULL_ACCESS };
  }
  return memberAuth(user, row, slug);
}

const activeTenant = (row: TenantRow): ActiveTenant => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  role: row.role,
  timeZone: effectiveTimeZone(row.time_zone),
});

/** A user who is not a super admin, and the tenant row the lookup found (or none). */
function memberAuth(user: SessionUser, row: TenantRow | undefined, slug: string | null): RequestAuth {
  if (!row) {
    return {
      user,
      tenant: null,
      tenantDenied: slug ? ORGANIZATION_NOT_FOUND : 'No organization selected',
      access: {},
    };
  }
  const tenant = activeTenant(row);
  // A non-member gets exactly the answer of a made-up slug: organizations cannot be enumerated.
  if (!row.role) return { user, tenant: null, tenantDenied: ORGANIZATION_NOT_FOUND, access: {} };
  if (row.status !== 'active') {
    return { user, tenant: null, tenantDenied: inactiveTenantMessage(row.status), access: {} };
  }
  const access = row.custom_permissions
    ? accessFromPermissionList(row.custom_permissions)
    : BUILT_IN_ROLE_ACCESS[row.role];
  return { user, tenant, tenantDenied: null, access };
}
