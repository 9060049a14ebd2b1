import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { MembershipRole } from '@tradeworks/contracts/permissions';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../env';
import type { Database } from '../db/client';
import { insertMembership, insertTenant, insertUser } from '../super-admin/tenants/tenants.repository';
import { hashPassword } from '../platform/auth/passwords';
import { createSession } from '../platform/auth/sessions';
import { SESSION_COOKIE } from '../platform/auth/session-cookie';
import { configureSecretsWithKey, secretsConfigured } from '../platform/secrets/secrets';
import { openTestDatabase } from './test-database';

export interface TestTenant {
  id: string;
  name: string;
  slug: string;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Cookie header value of a signed-in session. */
  cookie: string;
}

export interface RequestOptions {
  /** Active tenant slug sent as ?tenant= (as the web client always does). */
  tenant?: TestTenant | string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
}

const unique = () => randomBytes(4).toString('hex');

/** scrypt's N for test users (real accounts: 16384). */
const TEST_PASSWORD_COST = 1024;

/** One app and one fresh database per test file, with factories for tenants, users and signed-in requests. */
export class TestContext {
  private constructor(
    readonly app: FastifyInstance,
    readonly db: Database,
  ) {}

  /**
   * The app's settings are the process environment at creation plus `env`; a test changes one later
   * through `t.app.env` (the one object the app reads its configuration from).
   */
  static async create(
    options: { env?: Partial<Record<keyof Env, string>>; logLevel?: string } = {},
  ): Promise<TestContext> {
    const db = await openTestDatabase();
    if (!secretsConfigured()) configureSecretsWithKey(randomBytes(32));
    const env = loadEnv({ ...process.env, ...options.env });
    const app = await buildApp({
      db,
      env,
      logLevel: options.logLevel ?? 'silent',
      webDistDir: '/nonexistent',
    });
    await app.ready();
    return new TestContext(app, db);
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.db.close();
  }

  async tenant(
    overrides: {
      name?: string;
      slug?: string;
      status?: 'active' | 'suspended' | 'pending' | 'cancelled';
    } = {},
  ): Promise<TestTenant> {
    const suffix = unique();
    const row = await this.db.platform((tx) =>
      insertTenant(tx, {
        name: overrides.name ?? `Tenant ${suffix}`,
        slug: overrides.slug ?? `tenant-${suffix}`,
        status: overrides.status,
      }),
    );
    return { id: row.id, name: row.name, slug: row.slug };
  }

  /** A user, a member of `tenant` with `role` when given, signed in. */
  async user(
    options: {
      tenant?: TestTenant;
      role?: MembershipRole;
      superAdmin?: boolean;
      email?: string;
      password?: string;
      firstName?: string;
    } = {},
  ): Promise<TestUser> {
    const password = options.password ?? `pw-${unique()}-long-enough`;
    const email = options.email ?? `user-${unique()}@example.com`;
    // A cheaper scrypt cost than real accounts get: the hash format and the sign-in code are the same.
    const passwordHash = await hashPassword(password, TEST_PASSWORD_COST);
    return this.db.platform(async (tx) => {
      const user = await insertUser(tx, {
        email,
        firstName: options.firstName ?? 'Test',
        lastName: 'User',
        passwordHash,
        isSuperAdmin: options.superAdmin ?? false,
        currentTenantId: options.tenant?.id,
      });
      if (options.tenant) {
        await insertMembership(tx, {
          tenantId: options.tenant.id,
          userId: user.id,
          role: options.role ?? 'member',
          isDefault: true,
        });
      }
      const token = await createSession(tx, { userId: user.id, ipAddress: '127.0.0.1' });
      return { id: user.id, email, password, cookie: `${SESSION_COOKIE}=${token}` };
    });
  }

  /** An HTTP request through Fastify's inject, as `user` (or signed out when null). */
  request(
    user: TestUser | null,
    method: InjectOptions['method'],
    url: string,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) query[k] = String(v);
    if (options.tenant)
      query.tenant = typeof options.tenant === 'string' ? options.tenant : options.tenant.slug;
    return this.app.inject({
      method,
      url,
      query,
      headers: { ...(user ? { cookie: user.cookie } : {}), ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    });
  }
}
