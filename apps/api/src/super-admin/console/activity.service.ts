import type {
  ActivityEntry,
  ActivityQuery,
  UserActivitySummary,
} from '@tradeworks/contracts/super-admin-console';
import type { Database } from '../../db/client';
import type { Page } from '../../http/paging';
import { SuperAdminErrors } from '../super-admin.errors';
import { countUserMemberships } from '../tenants/tenant-users.repository';
import { findTenantById } from '../tenants/tenants.repository';
import { findUserById } from '../users/users.repository';
import {
  countUserActivity,
  listMembershipEvents,
  listPlatformActivity,
  listTenantActivity,
  listUserActivity,
} from './activity.repository';
import { isoOrNull } from '../../http/iso-or-null';

const OVERVIEW_DAYS = 30;

export function platformActivity(db: Database, query: ActivityQuery): Promise<Page<ActivityEntry>> {
  return db.platform((tx) => listPlatformActivity(tx, query));
}

export function tenantActivity(
  db: Database,
  tenantId: string,
  query: ActivityQuery,
): Promise<Page<ActivityEntry>> {
  return db.platform(async (tx) => {
    if (!(await findTenantById(tx, tenantId))) throw SuperAdminErrors.tenantNotFound();
    return listTenantActivity(tx, tenantId, query);
  });
}

export function userActivity(
  db: Database,
  userId: string,
  query: ActivityQuery,
): Promise<Page<ActivityEntry>> {
  return db.platform(async (tx) => {
    if (!(await findUserById(tx, userId))) throw SuperAdminErrors.userNotFound();
    return listUserActivity(tx, userId, query);
  });
}

export function userActivitySummary(db: Database, userId: string): Promise<UserActivitySummary> {
  return db.platform(async (tx) => {
    if (!(await findUserById(tx, userId))) throw SuperAdminErrors.userNotFound();
    const counts = await countUserActivity(tx, userId, OVERVIEW_DAYS);
    const tenantCount = await countUserMemberships(tx, userId);
    return {
      overview: {
        signIns30d: Number(counts.sign_ins),
        failedSignIns30d: Number(counts.failed_sign_ins),
        changes30d: Number(counts.changes),
        lastSignInAt: isoOrNull(counts.last_sign_in_at),
        lastActivityAt: isoOrNull(counts.last_activity_at),
        tenantCount,
      },
      membershipTimeline: await listMembershipEvents(tx, userId),
    };
  });
}
