import { DEFAULT_TENANT_SLUG, type SetupData } from '@tradeworks/contracts/auth';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { SetupErrors } from './setup.errors';
import { anyUserExists, lockSetup } from './setup.repository';
import { hashPassword } from '../../platform/auth/passwords';
import { createSession } from '../../platform/auth/sessions';
import { recordPlatformAudit } from '../../platform/audit/audit-log';
import { insertMembership, insertTenant, insertUser } from '../../super-admin/public';

export async function isSetupNeeded(db: Database): Promise<boolean> {
  return !(await db.platform(anyUserExists));
}

/**
 * Creates the first super admin and the first organization. Only while no user exists; an advisory lock
 * makes two simultaneous set-ups end with exactly one.
 */
async function createFirstAdmin(tx: Tx, data: SetupData & { passwordHash: string }) {
  await lockSetup(tx);
  if (await anyUserExists(tx)) throw SetupErrors.alreadyDone();
  const tenant = await insertTenant(tx, {
    name: data.organizationName,
    slug: data.organizationSlug || DEFAULT_TENANT_SLUG,
    plan: 'pro',
    // The zone chosen at set-up (the form offers the browser's); the Company tab changes it later.
    ...(data.timeZone ? { settings: { timezone: data.timeZone } } : {}),
  });
  const user = await insertUser(tx, {
    email: data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    passwordHash: data.passwordHash,
    isSuperAdmin: true,
    currentTenantId: tenant.id,
  });
  await insertMembership(tx, { tenantId: tenant.id, userId: user.id, role: 'owner', isDefault: true });
  await recordPlatformAudit(tx, user.id, {
    entity: 'tenant',
    entityId: tenant.id,
    action: 'create',
    changes: { name: tenant.name, slug: tenant.slug },
  });
  await recordPlatformAudit(tx, user.id, {
    entity: 'user',
    entityId: user.id,
    action: 'create',
    changes: { email: user.email, isSuperAdmin: true },
  });
  return { tenant, user };
}

export async function runSetup(options: {
  db: Database;
  data: SetupData;
  client: { userAgent?: string; ipAddress: string };
}) {
  const passwordHash = await hashPassword(options.data.password);
  return options.db.platform(async (tx) => {
    const { user } = await createFirstAdmin(tx, { ...options.data, passwordHash });
    const token = await createSession(tx, { userId: user.id, ...options.client });
    return { token, user };
  });
}

/** Headless first run: BOOTSTRAP_ADMIN_EMAIL + BOOTSTRAP_ADMIN_PASSWORD create the super admin when no user exists. */
export async function bootstrapFromEnv(
  db: Database,
  env: { email?: string; password?: string },
): Promise<boolean> {
  if (!env.email || !env.password || !(await isSetupNeeded(db))) return false;
  const passwordHash = await hashPassword(env.password);
  const name = env.email.split('@')[0] ?? 'Admin';
  try {
    await db.platform((tx) =>
      createFirstAdmin(tx, {
        email: env.email!.toLowerCase(),
        firstName: name,
        lastName: 'Admin',
        password: env.password!,
        passwordHash,
        organizationName: 'Default Organization',
      }),
    );
  } catch (err) {
    // Another process sharing the database finished the set-up first.
    if (err instanceof AppError && err.code === 'CONFLICT') return false;
    throw err;
  }
  return true;
}
