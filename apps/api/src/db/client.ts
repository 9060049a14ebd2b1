import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AnyDb, Tx } from './drizzle-types';
import { restrictToOwner } from './data-dir-permissions';
import { inlineParameters, valueLiteral } from './first-query-begin';
import {
  pooledTenantTransaction,
  type TenantSettings,
  type TenantTransaction,
} from './pooled-tenant-transaction';
import { APP_ROLE, PLATFORM_ROLE } from './roles';
import * as schema from './schema';

export { APP_ROLE, PLATFORM_ROLE };

export type { AnyDb, Tx };

/** What every repository function of a tenant table receives: there is no way to reach a tenant table without it. */
export interface TenantScope {
  tx: Tx;
  tenantId: string;
  userId: string | null;
  /**
   * The tenant's time zone when a read's session lookup read it (proven with the session: changing the
   * setting moves auth_epoch, 0024); tenantTimeZone reads it otherwise.
   */
  timeZone?: string;
}

/**
 * A session reused from memory (http/session-reuse.ts) vouches for itself inside the request's tenant
 * transaction: the transaction's opening statement fails (SQLSTATE TWAUT) unless the sign-in data is still at
 * `epoch`. `proven` is set once a transaction carrying the check has committed.
 */
export interface AuthProof {
  epoch: string;
  proven: boolean;
}

export interface Database {
  engine: 'pglite' | 'postgres';
  /** Owner connection: migrations and catalogue checks only. Tenant tables are FORCE RLS, so it sees no rows. */
  owner: AnyDb;
  /** Cross-tenant platform work (sessions, users, tenants, the super-admin console, the outbox worker). */
  platform<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * One statement under the platform role in a single round trip, for the lookup every request makes (the
   * session, its user and the active tenant). On PostgreSQL the role switch and `EXECUTE name(values…)` travel
   * as one simple-protocol message, which the server runs as one implicit transaction: the transaction-local
   * role ends with it, as with `platform`, without separate BEGIN and COMMIT round trips. The statement is
   * prepared (`PREPARE name`) once per connection, in the same message as its first use, so PostgreSQL does
   * not parse and plan it on every request. `name` must be unique per statement: the statement is built once
   * (values as `sql.placeholder(key)`, filled from `values`) and its text compiled once per name.
   */
  platformStatement<Row extends Record<string, unknown>>(
    name: string,
    statement: SQL,
    values: Record<string, unknown>,
  ): Promise<Row[]>;
  /** Everything a tenant's user does: RLS limits every statement to that tenant. */
  tenant<T>(
    scope: { tenantId: string; userId: string | null; proof?: AuthProof; timeZone?: string },
    fn: (scope: TenantScope) => Promise<T>,
  ): Promise<T>;
  /**
   * Runs `fn` while holding a PostgreSQL session advisory lock on a connection of its own, so processes
   * sharing the database take turns (migrations at start-up). PGlite: one process owns the data directory,
   * so it just runs `fn`.
   */
  exclusive<T>(lockKey: number, fn: () => Promise<T>): Promise<T>;
  /** Runs a trivial query and returns its round-trip time in ms. */
  ping(): Promise<number>;
  close(): Promise<void>;
  /**
   * Told of each connection the server cut while it was idle or between statements (PostgreSQL): the pool
   * has dropped it already. The server points this at its log.
   */
  onConnectionError: (error: Error) => void;
  /** The embedded engine, for tests that clone it. */
  pglite?: PGlite;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined means in-memory. */
  dataDir?: string;
  /** PGlite: start from a dumped, already migrated data directory (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

const dialect = new PgDialect({ casing: 'snake_case' });
const CONNECT_TIMEOUT_MS = 5_000;

/** PGlite: the tenant transaction's opening statement (in-process, so nothing to prepare). */
const settingsStatement = ({ tenantId, userId, epoch }: TenantSettings): SQL =>
  sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${tenantId}, true), set_config('app.user_id', ${userId ?? ''}, true)${epoch === undefined ? sql`` : sql`, tw_auth_epoch_is(${epoch}::bigint)`}`;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A database that does not answer (a network partition) fails the request instead of holding it forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const owner = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as AnyDb;
    const databaseUrl = options.databaseUrl;
    const database = makeDatabase(
      'postgres',
      owner,
      preparedPlatformStatement(pool),
      pooledTenantTransaction(pool, owner),
      () => pool.end(),
      async (lockKey, fn) => {
        // Not a pool connection: the pool may be a single connection, which fn needs for itself.
        const lock = new pg.Client({ connectionString: databaseUrl });
        lock.on('error', (error) => database.onConnectionError(error));
        await lock.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [lockKey]);
          return await fn();
        } finally {
          // Closing the session releases its advisory locks even if the unlock statement fails.
          await lock.end();
        }
      },
    );
    // A connection the server cuts (a restart, a failover, pg_terminate_backend, a network reset) emits
    // 'error' on its client — idle in the pool or checked out between two statements. Unheard, that event
    // ends the process. The pool drops such a client and connects afresh on demand; a statement that was
    // running fails by itself (answered 503, see database-unavailable.ts).
    pool.on('connect', (client) => client.on('error', (error) => database.onConnectionError(error)));
    // The pool re-emits an idle client's error, already reported by the client's own listener above.
    pool.on('error', () => undefined);
    return database;
  }
  // PGlite creates the data directory itself but not its parents.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // Extensions must be passed on every open, or even plain ILIKE on trigram-indexed tables fails.
    extensions: { pg_trgm, btree_gin },
  });
  if (options.dataDir) restrictToOwner(options.dataDir);
  const owner = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as AnyDb;
  const database = makeDatabase(
    'pglite',
    owner,
    // In-process: no round trips to save, so the ordinary platform transaction.
    (name, statement, values) =>
      owner.transaction(async (tx) => {
        await tx.execute(sql`select set_config('role', ${PLATFORM_ROLE}, true)`);
        const query = compiled(name, statement);
        const text = inlineParameters(query.sql, fillPlaceholders(query.params, values));
        return (await tx.execute(sql.raw(text))).rows;
      }),
    async (settings, fn, applied) => {
      const result = await owner.transaction(async (tx) => {
        await tx.execute(settingsStatement(settings));
        return fn(tx as Tx);
      });
      applied?.();
      return result;
    },
    () => client.close(),
    (_lockKey, fn) => fn(),
  );
  database.pglite = client;
  return database;
}

type PlatformStatement = (
  name: string,
  statement: SQL,
  values: Record<string, unknown>,
) => Promise<Record<string, unknown>[]>;

const compiledStatements = new Map<string, { sql: string; params: unknown[] }>();
/** A platform statement's text and (placeholder) parameters, compiled once per name. */
function compiled(name: string, statement: SQL) {
  let query = compiledStatements.get(name);
  if (!query) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`platformStatement: bad name ${name}`);
    query = dialect.sqlToQuery(statement);
    compiledStatements.set(name, query);
  }
  return query;
}

/** See Database.platformStatement. */
function preparedPlatformStatement(pool: pg.Pool): PlatformStatement {
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  return async (name, statement, values) => {
    const query = compiled(name, statement);
    const client = await pool.connect();
    let failed: Error | undefined;
    try {
      const prepared = preparedOn.get(client) ?? new Set<string>();
      preparedOn.set(client, prepared);
      // PREPARE runs before the role switch (it only parses); EXECUTE plans and runs as the platform role.
      const prepare = prepared.has(name) ? '' : `prepare ${name} as ${query.sql};\n`;
      const params = fillPlaceholders(query.params, values);
      const args = params.length ? `(${params.map(valueLiteral).join(', ')})` : '';
      // Several statements in one Query message: one implicit transaction, one round trip.
      const results = (await client.query(
        `${prepare}select set_config('role', '${PLATFORM_ROLE}', true);\nexecute ${name}${args}`,
      )) as unknown as pg.QueryResult[];
      prepared.add(name);
      return results[results.length - 1].rows;
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      // After a failure the connection's prepared statements are uncertain: drop it, a fresh one prepares again.
      client.release(failed);
    }
  };
}

function makeDatabase(
  engine: Database['engine'],
  owner: AnyDb,
  platformStatement: PlatformStatement,
  tenantTransaction: TenantTransaction,
  close: () => Promise<void>,
  exclusive: Database['exclusive'],
): Database {
  return {
    engine,
    owner,
    close,
    onConnectionError: (error) => console.warn(`database connection lost: ${error.message}`),
    platformStatement: platformStatement as Database['platformStatement'],
    exclusive,
    platform: (fn) =>
      owner.transaction(async (tx) => {
        // set_config(…, true) is transaction-local; a session-level SET ROLE would leak across pooled connections.
        await tx.execute(sql`select set_config('role', ${PLATFORM_ROLE}, true)`);
        return fn(tx as Tx);
      }),
    tenant: ({ tenantId, userId, proof, timeZone }, fn) =>
      tenantTransaction(
        // Once one transaction of the request proved the session, the rest need not (a long export's pages).
        { tenantId, userId, epoch: proof && !proof.proven ? proof.epoch : undefined },
        (tx) => fn({ tx, tenantId, userId, timeZone }),
        proof ? () => (proof.proven = true) : undefined,
      ),
    async ping() {
      const started = performance.now();
      await owner.execute(sql`select 1`);
      return performance.now() - started;
    },
  };
}
