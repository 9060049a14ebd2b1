import type { RelationalSchemaConfig, TablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction, type NodePgSessionOptions } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { RelationalQueryBuilder } from 'drizzle-orm/pg-core/query-builders/query';
import type pg from 'pg';
import type { AnyDb, Tx } from './drizzle-types';
import { beginWithFirstQuery, valueLiteral } from './first-query-begin';
import { APP_ROLE } from './roles';

/**
 * What a tenant transaction opens with: the application role, the tenant and the user, and for a session
 * reused from memory the `auth_epoch` it was read at (the transaction fails with TWAUT if that moved).
 */
export interface TenantSettings {
  tenantId: string;
  userId: string | null;
  epoch?: string;
}

/** Runs `fn` in a transaction opened with `settings`; `applied` is called after a commit that included them. */
export type TenantTransaction = <T>(
  settings: TenantSettings,
  fn: (tx: Tx) => Promise<T>,
  applied?: () => void,
) => Promise<T>;

type SchemaConfig = RelationalSchemaConfig<TablesRelationalConfig>;
type TxSession = NodePgSession<Record<string, unknown>, TablesRelationalConfig>;

/**
 * The opening statements, prepared once per connection (both in the same message as the connection's first
 * tenant transaction). Planned on every request, the epoch check (a plpgsql call reading auth_epoch) was most
 * of what a reused session cost the database. The proven form reads the epoch in its own cached plan and calls
 * tw_auth_epoch_is (0023) only when it differs, which then raises: the epoch only grows, so no later read
 * matches again.
 */
const SET = `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true)`;
const PREPARE_SETTINGS = [
  `prepare tw_tenant(text, text) as ${SET}`,
  `prepare tw_tenant_proven(text, text, bigint) as ${SET}, case when (select epoch from auth_epoch) = $3 then true else tw_auth_epoch_is($3) end`,
].join(';\n');

function executeSettings({ tenantId, userId, epoch }: TenantSettings): string {
  const scope = `${valueLiteral(tenantId)}, ${valueLiteral(userId ?? '')}`;
  return epoch === undefined
    ? `execute tw_tenant(${scope})`
    : `execute tw_tenant_proven(${scope}, ${valueLiteral(epoch)})`;
}

/**
 * PostgreSQL: drizzle's own transaction sends BEGIN, then the settings, then the queries, each a round trip.
 * Here BEGIN and the settings travel in the same message as the transaction's first query (its values
 * inlined as escaped literals: the simple protocol takes no parameters), so opening a tenant transaction
 * costs no round trip of its own; a transaction that runs no query sends nothing at all. The rest is
 * drizzle's transaction object on that connection (savepoints for nested transactions, the same mapping).
 */
export function pooledTenantTransaction(pool: pg.Pool, owner: AnyDb): TenantTransaction {
  const { session } = owner as unknown as {
    session: { dialect: PgDialect; schema: SchemaConfig; options: NodePgSessionOptions };
  };
  const preparedOn = new WeakSet<pg.PoolClient>();
  return async (settings, fn, applied) => {
    const pooled = await pool.connect();
    const preparing = !preparedOn.has(pooled);
    const prelude = `${preparing ? `${PREPARE_SETTINGS};\n` : ''}begin;\n${executeSettings(settings)}`;
    const { client, begun, opened } = beginWithFirstQuery(pooled, prelude);
    const txSession = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx = transactionObject(session.dialect, txSession, session.schema);
    let broken: Error | undefined;
    try {
      const result = await fn(tx);
      if (begun()) {
        await pooled.query('commit');
        applied?.();
      }
      return result;
    } catch (error) {
      // Whether a failed first message got as far as preparing is unknown: a fresh connection prepares again.
      if (preparing && begun() && !opened()) broken = error as Error;
      // After a failed COMMIT the server has already rolled back; ROLLBACK then only warns.
      if (begun()) await pooled.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      if (preparing && opened()) preparedOn.add(pooled);
      // A connection whose ROLLBACK failed is in an unknown state: drop it rather than reuse it.
      pooled.release(broken);
    }
  };
}

/**
 * drizzle's transaction object, except that `tx.query.<table>` is built on first use. drizzle's constructor
 * builds a relational query builder for every table of the schema, and a request uses one or none: that loop
 * was the largest single cost the summary routes had over their bare route (docs/development/performance.md).
 */
export function transactionObject(dialect: PgDialect, txSession: TxSession, schema: SchemaConfig): Tx {
  const tx = new NodePgTransaction(dialect, txSession, undefined) as unknown as {
    _: unknown;
    schema: SchemaConfig;
    query: unknown;
  };
  tx._ = {
    schema: schema.schema,
    fullSchema: schema.fullSchema,
    tableNamesMap: schema.tableNamesMap,
    session: txSession,
  };
  // A nested transaction (a savepoint) is built from this, by drizzle, with every builder.
  tx.schema = schema;
  tx.query = Object.assign(Object.create(lazyQueries(schema)) as object, {
    [DIALECT]: dialect,
    [SESSION]: txSession,
  });
  return tx as unknown as Tx;
}

const DIALECT = Symbol('dialect');
const SESSION = Symbol('session');
interface QueryHolder {
  [DIALECT]: PgDialect;
  [SESSION]: TxSession;
}

const prototypes = new WeakMap<SchemaConfig, object>();
/** One prototype per schema whose getter for each table builds that table's builder once per transaction. */
function lazyQueries(schema: SchemaConfig): object {
  let prototype = prototypes.get(schema);
  if (prototype) return prototype;
  prototype = {};
  for (const [name, table] of Object.entries(schema.schema)) {
    Object.defineProperty(prototype, name, {
      enumerable: true,
      get(this: QueryHolder) {
        const builder = new RelationalQueryBuilder(
          schema.fullSchema,
          schema.schema,
          schema.tableNamesMap,
          schema.fullSchema[name] as never,
          table,
          this[DIALECT],
          this[SESSION] as never,
        );
        Object.defineProperty(this, name, { value: builder, enumerable: true });
        return builder;
      },
    });
  }
  prototypes.set(schema, prototype);
  return prototype;
}
