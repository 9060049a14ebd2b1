import { and, asc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { ClientListQuery, ClientSummary } from '@tradeworks/contracts/clients';
import type { TenantScope } from '../../db/client';
import { clientCounts, clients } from '../../db/schema';
import { newId } from '../../db/schema/columns';
import { auditEntriesFrom } from '../../platform/audit/audit-log';
import { boundedCount, searchTextMatches, type Page } from '../../http/paging';
import { searchClients } from './client-search.repository';

export type ClientRow = typeof clients.$inferSelect;
export type ClientInsert = Omit<
  typeof clients.$inferInsert,
  'tenantId' | 'id' | 'name' | 'searchText' | 'searchHead'
> & {
  name: string;
};

/**
 * One page of the tenant's clients, sorted by name, with the total of the same filter. Unsearched lists read the
 * trigger-kept client_counts rows for the total instead of counting a large tenant's rows, in the page's own
 * statement. A search is planned by searchClients (client-search.repository.ts), its total bounded ("more than
 * 1,000").
 */
export async function listClients(scope: TenantScope, query: ClientListQuery): Promise<Page<ClientRow>> {
  const { tx, tenantId } = scope;
  const filters = and(
    eq(clients.tenantId, tenantId),
    query.status ? eq(clients.status, query.status) : undefined,
    query.clientType ? eq(clients.clientType, query.clientType) : undefined,
    // As the partial index's predicate, so the planner uses it.
    query.needsDetails === undefined
      ? undefined
      : query.needsDetails
        ? sql`${clients.needsDetails}`
        : sql`not ${clients.needsDetails}`,
  );
  const page = (where: SQL | undefined) =>
    tx
      .select({ client: clients })
      .from(clients)
      .where(where)
      .orderBy(asc(clients.name), asc(clients.id))
      .limit(query.limit)
      .offset(query.offset);
  if (query.search?.trim()) return searchClients(scope, query, filters);
  // "Needs details": few clients, read in name order through their partial index and counted, since
  // client_counts does not keep them.
  if (query.needsDetails !== undefined) {
    const counted = await boundedCount(
      tx,
      sql`select 1 from ${clients} where ${filters}`,
      query.offset + query.limit,
    );
    const rows = counted.total === 0 ? [] : await page(filters);
    return { items: rows.map((r) => r.client), ...counted };
  }
  const total = sql<string>`(select coalesce(sum(${clientCounts.count}), 0) from ${clientCounts} where ${and(
    eq(clientCounts.tenantId, tenantId),
    query.status ? eq(clientCounts.status, query.status) : undefined,
    query.clientType ? eq(clientCounts.clientType, query.clientType) : undefined,
  )})`;
  // The row nested, not spread beside the total: copying 30 properties out of each row per request showed
  // in the list's profile (object rest is V8's slow path, and its objects stringify slowly).
  const rows = await tx
    .select({ client: clients, total })
    .from(clients)
    .where(filters)
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length) return { items: rows.map((r) => r.client), total: Number(rows[0].total) };
  // Past the end (or nothing matches): the total alone.
  const {
    rows: [only],
  } = await tx.execute<{ value: string }>(sql`select ${total} as value`);
  return { items: [], total: Number(only.value) };
}

export async function findClient(
  { tx, tenantId }: TenantScope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ClientRow | undefined> {
  const query = tx
    .select()
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertClient({ tx, tenantId }: TenantScope, values: ClientInsert): Promise<ClientRow> {
  const [row] = await tx
    .insert(clients)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

/**
 * Many new clients in one statement (the CSV import's batches), each with its audit entry ("Client <name>
 * <auditSuffix>"); the count triggers see every row. The rows travel as one JSON parameter read by
 * json_to_recordset — a 500-row VALUES list would bind ~15,000 parameters, which costs several times more
 * than the insert — under their own camelCase keys (the record names them), so no row is rebuilt in Node.
 * The audit entries come from the same rows in the same statement: nothing travels twice.
 */
/** A new client of a bulk insert; `createdAt` carries a date from the file (else now). */
export type ImportedClient = ClientInsert & { createdAt?: Date };

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export async function insertClients(
  scope: TenantScope,
  values: ImportedClient[],
  auditSuffix: string,
): Promise<number> {
  if (!values.length) return 0;
  const columns = getTableColumns(clients);
  const keys = new Set<string>();
  for (const v of values) for (const k in v) keys.add(k);
  const written = [...keys].filter(
    (k) => k in columns && k !== 'tenantId' && k !== 'id' && k !== 'searchText' && k !== 'searchHead',
  ) as Array<keyof typeof columns>;
  const rows = values.map((v) => ({ ...v, id: newId(), auditId: newId() }));
  const types = ['"id" uuid', '"auditId" uuid', ...written.map((k) => `"${k}" ${columns[k].getSQLType()}`)];
  // A batch where only some rows carry createdAt: the others get the column default.
  const pick = written.map((k) => (k === 'createdAt' ? 'coalesce(x."createdAt", now())' : `x."${k}"`));
  await scope.tx.execute(sql`
    with x as materialized (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(types.join(', '))})
    ), inserted as (
      insert into clients (tenant_id, id, ${sql.raw(written.map(snakeCase).join(', '))})
      select ${scope.tenantId}, x."id", ${sql.raw(pick.join(', '))} from x
    )
    ${auditEntriesFrom(scope, {
      from: sql`x`,
      id: sql`x."auditId"`,
      entity: 'client',
      entityId: sql`x."id"::text`,
      action: 'create',
      summary: sql`'Client ' || x."name" || ${` ${auditSuffix}`}`,
    })}`);
  return rows.length;
}

export async function updateClientRow(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<ClientInsert>,
): Promise<ClientRow | undefined> {
  const [row] = await tx
    .update(clients)
    .set(values)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, id)))
    .returning();
  return row;
}

export async function deleteClientRow({ tx, tenantId }: TenantScope, id: string): Promise<boolean> {
  const rows = await tx
    .delete(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, id)))
    .returning({ id: clients.id });
  return rows.length > 0;
}

/** Another client of the tenant with this e-mail; the trigram index narrows the candidates first. */
export async function findClientWithEmail({ tx, tenantId }: TenantScope, email: string, exceptId?: string) {
  const normalized = email.trim().toLowerCase();
  const [row] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(
      and(
        eq(clients.tenantId, tenantId),
        searchTextMatches(clients.searchText, normalized),
        sql`lower(${clients.email}) = ${normalized}`,
        exceptId ? ne(clients.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(clients.createdAt))
    .limit(1);
  return row;
}

/** Which kinds of business records point at the client (each an indexed existence check). */
export async function clientRecordKinds({ tx, tenantId }: TenantScope, clientId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ kind: string }>(sql`
    select kind from (
      select 'quotes' as kind, exists (select 1 from quotes where tenant_id = ${tenantId} and client_id = ${clientId}) as present
      union all select 'invoices', exists (select 1 from invoices where tenant_id = ${tenantId} and client_id = ${clientId})
      union all select 'jobs', exists (select 1 from service_jobs where tenant_id = ${tenantId} and client_id = ${clientId})
      union all select 'payments', exists (select 1 from payments where tenant_id = ${tenantId} and client_id = ${clientId})
      union all select 'agreements', exists (select 1 from service_agreements where tenant_id = ${tenantId} and client_id = ${clientId})
      union all select 'equipment', exists (select 1 from equipment where tenant_id = ${tenantId} and client_id = ${clientId})
    ) k where present`);
  return rows.map((r) => r.kind);
}

/** Counts by status and type from the trigger-kept counter rows. */
export async function clientSummary({ tx, tenantId }: TenantScope): Promise<ClientSummary> {
  const rows = await tx
    .select({ status: clientCounts.status, clientType: clientCounts.clientType, count: clientCounts.count })
    .from(clientCounts)
    .where(eq(clientCounts.tenantId, tenantId));
  const summary: ClientSummary = {
    total: 0,
    byStatus: { active: 0, inactive: 0, lead: 0 },
    byType: { residential: 0, commercial: 0 },
  };
  for (const row of rows) {
    summary.total += row.count;
    summary.byStatus[row.status] += row.count;
    summary.byType[row.clientType] += row.count;
  }
  return summary;
}

/**
 * Addresses the tenant has used before containing the typed text (offline address suggestions). The first
 * comma-separated part (a street or a city, both in search_text) goes through the trigram index first.
 */
export async function searchClientAddresses({ tx, tenantId }: TenantScope, input: string, limit: number) {
  const indexed = input.split(',')[0].trim();
  const fullAddress = sql`lower(concat_ws(', ', ${clients.address}, ${clients.city}, ${clients.state} || ' ' || ${clients.zipCode}))`;
  const filters: Array<SQL | undefined> = [
    eq(clients.tenantId, tenantId),
    searchTextMatches(clients.searchText, indexed),
    sql`${clients.address} is not null and ${clients.city} is not null`,
    searchTextMatches(fullAddress, input.replace(/\s*,\s*/g, ', ')),
  ];
  return tx
    .selectDistinctOn([clients.address, clients.city, clients.state, clients.zipCode], {
      id: clients.id,
      address: clients.address,
      city: clients.city,
      state: clients.state,
      zipCode: clients.zipCode,
      country: clients.country,
      latitude: clients.latitude,
      longitude: clients.longitude,
    })
    .from(clients)
    .where(and(...filters))
    .orderBy(clients.address, clients.city, clients.state, clients.zipCode, asc(clients.id))
    .limit(limit);
}
