import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  BUILT_IN_ROLE_ACCESS,
  FULL_ACCESS,
  accessFromPermissionList,
  type AccessTable,
  type MembershipRole,
} from '@tradeworks/contracts/permissions';
import type { Database, Tx } from '../db/client';
import { SESSION_COOKIE, setSessionCookie } from '../platform/auth/session-cookie';
import { findSessionUser, type SessionUser } from '../platform/auth/sessions';
import { inactiveTenantMessage, superAdminEntry } from '../admin/tenant-access';

export interface ActiveTenant {
  id: string;
  name: string;
  slug: string;
  /** null for a super admin who entered a tenant without being a member */
  role: MembershipRole | null;
}

export interface RequestAuth {
  user: SessionUser;
  tenant: ActiveTenant | null;
  /** Why the requested tenant was refused, when it was. */
  tenantDenied: string | null;
  access: AccessTable;
}

declare module 'fastify' {
  interface FastifyRequest {
    resolvedAuth?: RequestAuth | null;
  }
}

interface TenantRow {
  id: string;
  name: string;
  slug: string;
  status: string;
  role: MembershipRole | null;
  custom_permissions: string[] | null;
  [key: string]: unknown;
}

/** The signed-in user and the active tenant (DESIGN.md §3): `?tenant=<slug>`, else the user's default membership. */
export async function resolveAuth(
  db: Database,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestAuth | null> {
  if (req.resolvedAuth !== undefined) return req.resolvedAuth;
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return (req.resolvedAuth = null);
  // One transaction for session and tenant: this runs on every request.
  const resolved = await db.platform(async (tx) => {
    const found = await findSessionUser(tx, token);
    return (
      found && { touched: found.touched, auth: await resolveTenantIn(tx, found.user, tenantSlugOf(req)) }
    );
  });
  if (!resolved) return (req.resolvedAuth = null);
  // Idle expiry is rolling: refresh the cookie whenever the session is touched.
  if (resolved.touched) setSessionCookie(req, reply, token);
  return (req.resolvedAuth = resolved.auth);
}

export const ORGANIZATION_NOT_FOUND = 'Organization not found';

export function tenantSlugOf(req: FastifyRequest): string | null {
  const value = (req.query as Record<string, unknown> | undefined)?.tenant;
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
}

export function resolveTenant(db: Database, user: SessionUser, slug: string | null): Promise<RequestAuth> {
  return db.platform((tx) => resolveTenantIn(tx, user, slug));
}

async function resolveTenantIn(tx: Tx, user: SessionUser, slug: string | null): Promise<RequestAuth> {
  const { rows } = await tx.execute<TenantRow>(sql`
      select t.id, t.name, t.slug, t.status, m.role, pr.permissions as custom_permissions
      from tenants t
      ${slug ? sql`left` : sql`inner`} join memberships m on m.tenant_id = t.id and m.user_id = ${user.id}
      -- The member's own custom role while it is active; else an active role named like the built-in role.
      left join permission_roles pr on pr.tenant_id = t.id and pr.is_active
        and (pr.id = m.custom_role_id or (m.custom_role_id is null and pr.role = m.role::text))
      where ${slug ? sql`t.slug = ${slug}` : sql`true`}
      order by m.is_default desc nulls last, (t.id = ${user.currentTenantId}) desc nulls last, m.joined_at
      limit 1`);
  let row = rows[0];
  if (!row && !slug && user.isSuperAdmin && user.currentTenantId) {
    const fallback = await tx.execute<TenantRow>(
      sql`select id, name, slug, status, null as role, null as custom_permissions from tenants where id = ${user.currentTenantId}`,
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
  const tenant: ActiveTenant = { id: row.id, name: row.name, slug: row.slug, role: row.role };
  if (user.isSuperAdmin) {
    // A super admin entering an organization they are not a member of: allowed by platform setting, audited.
    if (!row.role) {
      const denied = await superAdminEntry(tx, user.id, tenant);
      if (denied) return { user, tenant: null, tenantDenied: denied, access: {} };
    }
    return { user, tenant, tenantDenied: null, access: FULL_ACCESS };
  }
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
