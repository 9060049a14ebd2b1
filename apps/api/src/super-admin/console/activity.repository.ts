import { sql, type SQL } from 'drizzle-orm';
import type {
  ActivityEntry,
  ActivityQuery,
  MembershipEvent,
} from '@tradeworks/contracts/super-admin-console';
import type { Tx } from '../../db/client';
import { boundedCount, type Page } from '../../http/paging';

/**
 * The console's activity reads two logs: platform_audit_log (tenants, users, memberships, sign-ins) and each
 * organization's audit_log. A membership change is written to both (see admin-audit.ts); the tenant copy is
 * skipped wherever the platform copy is read too, so nothing is listed twice.
 */
type Part = { platform: SQL[]; tenant: SQL[] | null };

interface EntryRow {
  id: string;
  scope: 'platform' | 'tenant';
  tenant_id: string | null;
  tenant_name: string | null;
  tenant_slug: string | null;
  user_id: string | null;
  user_email: string | null;
  first_name: string | null;
  last_name: string | null;
  is_super_admin: boolean | null;
  entity: string;
  entity_id: string;
  action: string;
  summary: string | null;
  changes: Record<string, unknown> | null;
  created_at: Date | string;
  [key: string]: unknown;
}

function commonFilters(q: ActivityQuery, alias: 'p' | 'a'): SQL[] {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const out: SQL[] = [];
  if (q.entity) out.push(sql`${col('entity')} = ${q.entity}`);
  if (q.action) out.push(sql`${col('action')} = ${q.action}`);
  if (q.from) out.push(sql`${col('created_at')} >= ${q.from}::date`);
  if (q.to) out.push(sql`${col('created_at')} < ${q.to}::date + 1`);
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, '\\$&')}%`;
    out.push(
      sql`(${col('summary')} ilike ${pattern} or ${col('entity')} ilike ${pattern} or ${col('action')} ilike ${pattern})`,
    );
  }
  return out;
}

const and = (conds: SQL[]) => (conds.length ? sql.join(conds, sql` and `) : sql`true`);

/**
 * The union of the chosen slices of both logs, as one column list. With `newest`, each slice is its own newest
 * `newest` rows (a walk of its created_at index), so the page is a merge of short index scans: the planner
 * otherwise sorts the whole log (under the platform policy it takes each slice for 0.5 % of its rows: 540 ms
 * for 300,000 entries instead of 0.2 ms).
 */
function unionOf(parts: Part[], q: ActivityQuery, newest?: number): SQL {
  const top = (alias: 'p' | 'a') =>
    newest === undefined
      ? sql``
      : sql` order by ${sql.raw(alias)}.created_at desc, ${sql.raw(alias)}.id desc limit ${newest}`;
  const selects: SQL[] = [];
  for (const part of parts) {
    selects.push(sql`(select p.id, 'platform'::text as scope, p.subject_tenant_id as tenant_id, p.user_id, p.entity,
      p.entity_id, p.action, p.summary, p.changes, p.created_at
      from platform_audit_log p where ${and([...part.platform, ...commonFilters(q, 'p')])}${top('p')})`);
    if (part.tenant) {
      selects.push(sql`(select a.id, 'tenant'::text, a.tenant_id, a.user_id, a.entity, a.entity_id, a.action,
        a.summary, a.changes, a.created_at
        from audit_log a where ${and([...part.tenant, ...commonFilters(q, 'a')])}${top('a')})`);
    }
  }
  return sql.join(selects, sql` union all `);
}

async function pageOf(tx: Tx, parts: Part[], q: ActivityQuery): Promise<Page<ActivityEntry>> {
  const { rows } = await tx.execute<EntryRow>(sql`
    select e.*, t.name as tenant_name, t.slug as tenant_slug, u.email as user_email, u.first_name, u.last_name,
      u.is_super_admin
    from (${unionOf(parts, q, q.offset + q.limit)}) e
    left join tenants t on t.id = e.tenant_id
    left join users u on u.id = e.user_id
    order by e.created_at desc, e.id desc
    limit ${q.limit} offset ${q.offset}`);
  // Counted no further than COUNT_BOUND: the whole platform's log is hundreds of thousands of entries, and a
  // second scan of all of them for the total cost more than the page.
  return { items: rows.map(toEntry), ...(await boundedCount(tx, unionOf(parts, q), q.offset + q.limit)) };
}

function toEntry(r: EntryRow): ActivityEntry {
  const name = [r.first_name, r.last_name].filter(Boolean).join(' ');
  return {
    id: r.id,
    scope: r.scope,
    tenantId: r.tenant_id,
    tenantName: r.tenant_name,
    tenantSlug: r.tenant_slug,
    userId: r.user_id,
    userEmail: r.user_email,
    userName: name || null,
    actorIsSuperAdmin: Boolean(r.is_super_admin),
    entity: r.entity,
    entityId: r.entity_id,
    action: r.action,
    summary: r.summary,
    changes: r.changes,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

const notMembership = (alias: 'a' | 'p') => sql`${sql.raw(alias)}.entity <> 'membership'`;

/** Platform-wide, newest first; `tenantId` narrows to one organization, `userId` to one actor. */
export function listPlatformActivity(tx: Tx, q: ActivityQuery): Promise<Page<ActivityEntry>> {
  if (q.tenantId) return listTenantActivity(tx, q.tenantId, q);
  const platform: SQL[] = [];
  const tenant: SQL[] = [notMembership('a')];
  if (q.userId) {
    platform.push(sql`p.user_id = ${q.userId}`);
    tenant.push(sql`a.user_id = ${q.userId}`);
  }
  return pageOf(tx, [{ platform, tenant }], q);
}

/** An organization's own log plus the console's changes to the organization itself. */
export function listTenantActivity(tx: Tx, tenantId: string, q: ActivityQuery): Promise<Page<ActivityEntry>> {
  const userFilter = (alias: 'a' | 'p') => (q.userId ? [sql`${sql.raw(alias)}.user_id = ${q.userId}`] : []);
  return pageOf(
    tx,
    [
      {
        platform: [sql`p.subject_tenant_id = ${tenantId}`, notMembership('p'), ...userFilter('p')],
        tenant: [sql`a.tenant_id = ${tenantId}`, ...userFilter('a')],
      },
    ],
    q,
  );
}

/**
 * What a user did (anywhere) and what was done to them: sign-ins and failed sign-ins, account changes and
 * membership changes. Each slice has its own index; the conditions exclude one another, so no row twice.
 */
export function listUserActivity(tx: Tx, userId: string, q: ActivityQuery): Promise<Page<ActivityEntry>> {
  const tenantFilter = (alias: 'a' | 'p') =>
    q.tenantId
      ? [sql`${sql.raw(alias)}.${sql.raw(alias === 'a' ? 'tenant_id' : 'subject_tenant_id')} = ${q.tenantId}`]
      : [];
  return pageOf(
    tx,
    [
      {
        platform: [sql`p.user_id = ${userId}`, ...tenantFilter('p')],
        tenant: [sql`a.user_id = ${userId}`, notMembership('a'), ...tenantFilter('a')],
      },
      {
        platform: [
          sql`p.entity in ('user', 'session') and p.entity_id = ${userId}`,
          sql`p.user_id is distinct from ${userId}`,
          ...tenantFilter('p'),
        ],
        tenant: null,
      },
      {
        platform: [
          sql`p.entity = 'membership' and (p.changes ->> 'userId') = ${userId}`,
          sql`p.user_id is distinct from ${userId}`,
          ...tenantFilter('p'),
        ],
        tenant: null,
      },
    ],
    q,
  );
}

export interface UserActivityCounts {
  sign_ins: number;
  failed_sign_ins: number;
  changes: number;
  last_sign_in_at: Date | string | null;
  last_activity_at: Date | string | null;
  [key: string]: unknown;
}

export async function countUserActivity(tx: Tx, userId: string, days: number): Promise<UserActivityCounts> {
  const since = sql`now() - make_interval(days => ${days})`;
  const { rows } = await tx.execute<UserActivityCounts>(sql`
    select
      (select count(*) from platform_audit_log where entity = 'session' and entity_id = ${userId}
        and action = 'sign_in' and created_at > ${since})::int as sign_ins,
      (select count(*) from platform_audit_log where entity = 'session' and entity_id = ${userId}
        and action = 'sign_in_failed' and created_at > ${since})::int as failed_sign_ins,
      ((select count(*) from audit_log where user_id = ${userId} and created_at > ${since})
        + (select count(*) from platform_audit_log where user_id = ${userId} and entity <> 'session'
           and created_at > ${since}))::int as changes,
      (select max(created_at) from platform_audit_log where entity = 'session' and entity_id = ${userId}
        and action = 'sign_in') as last_sign_in_at,
      greatest(
        (select max(created_at) from audit_log where user_id = ${userId}),
        (select max(created_at) from platform_audit_log where user_id = ${userId})) as last_activity_at`);
  return rows[0];
}

interface MembershipEventRow {
  created_at: Date | string;
  action: string;
  tenant_id: string;
  tenant_name: string | null;
  changes: Record<string, unknown> | null;
  by_email: string | null;
  [key: string]: unknown;
}

/** The user's memberships over time (added, role changed, removed), oldest first, at most `limit`. */
export async function listMembershipEvents(tx: Tx, userId: string, limit = 200): Promise<MembershipEvent[]> {
  const { rows } = await tx.execute<MembershipEventRow>(sql`
    select p.created_at, p.action, p.subject_tenant_id as tenant_id, t.name as tenant_name, p.changes,
      u.email as by_email
    from platform_audit_log p
    left join tenants t on t.id = p.subject_tenant_id
    left join users u on u.id = p.user_id
    where p.entity = 'membership' and (p.changes ->> 'userId') = ${userId} and p.subject_tenant_id is not null
    order by p.created_at, p.id
    limit ${limit}`);
  return rows.map((r) => {
    const changes = r.changes ?? {};
    const role = changes.role;
    const roleChange = role && typeof role === 'object' ? (role as { from?: string; to?: string }) : null;
    return {
      at: new Date(r.created_at).toISOString(),
      action: r.action === 'create' ? 'added' : r.action === 'delete' ? 'removed' : 'role_changed',
      tenantId: r.tenant_id,
      tenantName: r.tenant_name,
      role: roleChange ? (roleChange.to ?? null) : typeof role === 'string' ? role : null,
      previousRole: roleChange ? (roleChange.from ?? null) : null,
      byEmail: r.by_email,
    };
  });
}
