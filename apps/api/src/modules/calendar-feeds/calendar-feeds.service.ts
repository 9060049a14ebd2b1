import type { CalendarFeed, CalendarFeedKind, CalendarFeeds } from '@tradeworks/contracts/calendar-feeds';
import {
  BUILT_IN_ROLE_ACCESS,
  accessFromPermissionList,
  hasAccess,
  type AccessTable,
  type MembershipRole,
} from '@tradeworks/contracts/permissions';
import type { TenantScope } from '../../db/client';
import type { Returned, TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { decryptSecret, encryptSecret } from '../../platform/secrets/secrets';
import { tenantTimeZone } from '../../platform/tenant-clock';
import { CalendarFeedErrors } from './calendar-feeds.errors';
import {
  findFeedOwner,
  jobsInSpan,
  linkedTechnician,
  listFeedsOf,
  touchFeed,
  upsertFeed,
} from './calendar-feeds.repository';
import { jobCalendar } from './job-calendar';

const DAY_MS = 86_400_000;
/** What a feed covers: the last 60 days (recent history stays visible) and the next 400. */
export const FEED_SPAN = { pastDays: 60, futureDays: 400, maxEvents: 5000 } as const;

const TOKEN = /^([A-Za-z0-9_-]{43})\.ics$/;
export const feedPath = (token: string) => `/api/calendar-feeds/${token}.ics`;
const sealContext = (tenantId: string, userId: string, kind: CalendarFeedKind) => ({
  tenantId,
  field: `calendar-feed.${userId}.${kind}`,
});

interface Caller extends TenantContext {
  userId: string;
  access: AccessTable;
  /** PUBLIC_URL (or the loopback address in development); null: only the path can be given. */
  baseUrl: string | null;
}

/** The feeds a person may have: their own jobs when linked to a technician; everyone's with the schedule. */
async function offeredKinds(scope: TenantScope, caller: Caller) {
  const technician = await linkedTechnician(scope, caller.userId);
  const kinds = new Map<CalendarFeedKind, string>();
  if (technician) kinds.set('technician', `Your jobs (${technician.name})`);
  if (hasAccess(caller.access, 'scheduling', 'view')) kinds.set('team', "All technicians' jobs");
  return kinds;
}

/** The feed's secret; null when it cannot be unsealed (another master key): the card offers a new URL. */
function unsealed(sealed: string, context: ReturnType<typeof sealContext>): string | null {
  try {
    return decryptSecret(sealed, context);
  } catch {
    return null;
  }
}

async function feedsIn(scope: TenantScope, caller: Caller): Promise<Returned<CalendarFeeds>> {
  const kinds = await offeredKinds(scope, caller);
  const rows = await listFeedsOf(scope, caller.userId);
  const feeds: Returned<CalendarFeed>[] = [...kinds].map(([kind, label]) => {
    const row = rows.find((r) => r.kind === kind);
    const token = row ? unsealed(row.tokenSealed, sealContext(scope.tenantId, caller.userId, kind)) : null;
    const path = token ? feedPath(token) : null;
    return {
      kind,
      label,
      path,
      url: path && caller.baseUrl ? `${caller.baseUrl}${path}` : null,
      createdAt: row?.createdAt ?? null,
      lastFetchedAt: row?.lastFetchedAt ?? null,
    };
  });
  return { feeds };
}

export function listCalendarFeeds(caller: Caller): Promise<Returned<CalendarFeeds>> {
  return caller.db.tenant({ tenantId: caller.tenantId, userId: caller.userId }, (scope) =>
    feedsIn(scope, caller),
  );
}

/** A new secret URL for the caller's feed of `kind`; the previous one stops answering. Audited. */
export function regenerateCalendarFeed(
  caller: Caller & { kind: CalendarFeedKind },
): Promise<Returned<CalendarFeeds>> {
  const { db, tenantId, userId, kind } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const kinds = await offeredKinds(scope, caller);
    if (!kinds.has(kind)) throw CalendarFeedErrors.kindNotOffered();
    const token = newToken();
    const id = await upsertFeed(scope, {
      userId,
      kind,
      tokenHash: hashToken(token),
      tokenSealed: encryptSecret(token, sealContext(tenantId, userId, kind))!,
    });
    await recordAudit(scope, {
      entity: 'calendar_feed',
      entityId: id,
      action: 'update',
      summary: `Calendar feed URL made (${kinds.get(kind)}); any earlier URL stops working`,
      changes: { kind },
    });
    return feedsIn(scope, caller);
  });
}

/**
 * GET /api/calendar-feeds/{token}.ics: the feed, judged as things stand now — an unknown or regenerated
 * token, an owner who left the organization, lost the schedule or is no longer linked to a technician, and
 * an organization that is not active all answer the same 404.
 */
export async function calendarFeedIcs(
  db: TenantContext['db'],
  tokenFile: string,
  now = new Date(),
): Promise<{ feedId: string; ics: string } | null> {
  const token = TOKEN.exec(tokenFile)?.[1];
  if (!token) return null;
  const owner = await db.platform((tx) => findFeedOwner(tx, hashToken(token)));
  if (!owner || owner.tenant_status !== 'active') return null;
  const access = owner.custom_permissions
    ? accessFromPermissionList(owner.custom_permissions)
    : BUILT_IN_ROLE_ACCESS[owner.role as MembershipRole];
  return db.tenant({ tenantId: owner.tenant_id, userId: null }, async (scope) => {
    let technicianId: string | null = null;
    let label = "All technicians' jobs";
    if (owner.kind === 'technician') {
      const technician = await linkedTechnician(scope, owner.user_id);
      if (!technician || !hasAccess(access, 'dispatching', 'view')) return null;
      technicianId = technician.id;
      label = technician.name;
    } else if (!hasAccess(access, 'scheduling', 'view')) return null;
    const from = new Date(now.getTime() - FEED_SPAN.pastDays * DAY_MS);
    const to = new Date(now.getTime() + FEED_SPAN.futureDays * DAY_MS);
    const [jobs, timeZone, company] = await Promise.all([
      jobsInSpan(scope, { from, to, technicianId, limit: FEED_SPAN.maxEvents }),
      tenantTimeZone(scope),
      getCompanyProfile(scope),
    ]);
    await touchFeed(scope, owner.feed_id);
    const name = `${company.name} — ${label}`;
    return {
      feedId: owner.feed_id,
      ics: jobCalendar({ name, timeZone, from, to, now, team: technicianId === null, jobs }),
    };
  });
}
