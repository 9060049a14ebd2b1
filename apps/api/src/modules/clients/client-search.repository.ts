import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COUNT_BOUND } from '@tradeworks/contracts/paging';
import type { ClientListQuery } from '@tradeworks/contracts/clients';
import type { TenantScope } from '../../db/client';
import { clientCounts, clients } from '../../db/schema';
import { SEARCH_HEAD_LENGTH } from '../../db/schema/search';
import { boundedCount, searchTextMatches, type Page } from '../../http/paging';

type ClientRow = typeof clients.$inferSelect;

/**
 * How a search of a large tenant is planned. Below PROBE_MIN_CLIENTS the trigram count of any term is a few ms.
 * Above it, the newest PROBE_SIZE clients (the recent index: creation order does not follow names, so they are
 * a fair sample of names, streets and e-mail domains where the name order is not) tell the share of clients a
 * term matches, for about a millisecond. A term expected to match WALK_FIRST_FACTOR times the bound or more is
 * common: its bound is proven by walking the name index (walkFirst), which finds the bound's matches after
 * about bound ÷ share entries, where the trigram count collects every match first — 33,400 bitmap entries for
 * "hernandez" at a million clients (10–45 ms), and for a three-letter term such as "mar" over 100,000
 * (100–150 ms; a one- or two-letter term has no trigram at all and reads the whole tenant).
 */
export const SEARCH_PLAN = {
  PROBE_MIN_CLIENTS: 100_000,
  PROBE_SIZE: 2_000,
  WALK_FIRST_FACTOR: 4,
};

/**
 * A page of clients matching a search, in name order, with a total bounded at COUNT_BOUND (or the page's end).
 * A common term at a large tenant is walked first (walkFirst). Otherwise the matches are first counted through
 * the tenant's trigram index up to the bound, and that count picks the page's plan (the planner cannot: its
 * estimate for a trigram match is the same for "hernandez" as for a name that occurs once): a few matches are
 * collected through the trigram index and sorted — at most a thousand rows; many are found by walking the name
 * index (walkedPage).
 */
export async function searchClients(
  scope: TenantScope,
  query: ClientListQuery,
  filters: SQL | undefined,
): Promise<Page<ClientRow>> {
  const { tx } = scope;
  const term = query.search!.trim().toLowerCase();
  const end = query.offset + query.limit;
  const bound = Math.max(COUNT_BOUND, end);
  if (query.needsDetails === undefined) {
    const walked = await walkFirst(scope, query, filters, term, bound);
    if (walked) return walked;
  }
  const where = and(filters, searchTextMatches(clients.searchText, query.search));
  // The count goes through the trigram index whatever the planner estimates: from a sample of a common term
  // (1 in 30 at a million clients) it would rather scan the table until it has the bound's matches, which
  // stops early only when the tenant's matching rows happen to lie early in the table.
  await tx.execute(
    sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
  );
  const counted = await boundedCount(tx, sql`select 1 from ${clients} where ${where}`, end);
  if (counted.total === 0) return { items: [], ...counted };
  if (!counted.bounded) {
    const rows = await tx
      .select({ client: clients })
      .from(clients)
      .where(where)
      .orderBy(asc(clients.name), asc(clients.id))
      .limit(query.limit)
      .offset(query.offset);
    return { items: rows.map((r) => r.client), ...counted };
  }
  return { items: await walkedPage(scope, query, filters, term), ...counted };
}

/**
 * A common term at a large tenant: the bound's matches found by one walk of the name index in order, read from
 * the index alone (clients_name_idx carries search_head), which proves "more than the bound" and holds the page.
 * The walk passes at most WALK_FIRST_FACTOR times the entries the sampled share needs; when it ends short of the
 * bound (the sample misled), the trigram count decides as for any other term. Undefined when not taken or not
 * proven.
 */
async function walkFirst(
  scope: TenantScope,
  query: ClientListQuery,
  filters: SQL | undefined,
  term: string,
  bound: number,
): Promise<Page<ClientRow> | undefined> {
  const { tx, tenantId } = scope;
  const probeSize = SEARCH_PLAN.PROBE_SIZE;
  const {
    rows: [probe],
  } = await tx.execute<{ clients: string; matched: number }>(sql`
    select (select coalesce(sum(${clientCounts.count}), 0) from ${clientCounts} where ${and(
      eq(clientCounts.tenantId, tenantId),
      query.status ? eq(clientCounts.status, query.status) : undefined,
      query.clientType ? eq(clientCounts.clientType, query.clientType) : undefined,
    )}) as clients,
      (select count(*) filter (where strpos(newest.head, ${term}) > 0)::int from (
        select ${clients.searchHead} as head from ${clients} where ${filters}
        order by ${desc(clients.createdAt)} limit ${probeSize}) newest) as matched`);
  const tenantClients = Number(probe.clients);
  const { WALK_FIRST_FACTOR, PROBE_MIN_CLIENTS } = SEARCH_PLAN;
  if (tenantClients < PROBE_MIN_CLIENTS || !probe.matched) return undefined;
  const share = probe.matched / Math.min(probeSize, tenantClients);
  if (share * tenantClients < WALK_FIRST_FACTOR * (bound + 1)) return undefined;
  const entries = Math.ceil((WALK_FIRST_FACTOR * (bound + 1)) / share);
  // A cut head is a candidate whatever it holds; when such candidates fail, the walk takes as many more.
  for (let wanted = bound + 1; ; ) {
    const { rows: candidates } = await tx.execute<{ id: string; cut: boolean }>(sql`
      select walked.id, walked.cut from (
        select ${clients.id} as id, ${clients.name} as name, ${clients.searchHead} as head,
          length(${clients.searchHead}) >= ${SEARCH_HEAD_LENGTH} as cut
        from ${clients} where ${filters} order by ${clients.name}, ${clients.id} limit ${entries}) walked
      where strpos(walked.head, ${term}) > 0 or walked.cut
      order by walked.name, walked.id limit ${wanted}`);
    const matched = await withoutFailedCuts(scope, candidates, term);
    if (matched.length > bound) {
      const ids = matched.slice(query.offset, query.offset + query.limit);
      return { items: await clientsInOrder(scope, ids), total: bound, bounded: true };
    }
    // The walk's entries ran out before the bound's matches.
    if (candidates.length < wanted) return undefined;
    wanted += candidates.length - matched.length;
  }
}

/**
 * A page of a common search in name order. clients_name_idx is walked reading the index alone, its search_head
 * key tested with strpos (the same substring test as the LIKE, which the trigram index cannot serve and whose
 * estimate — a third of the rows — makes the walk the plan): at a million clients the page of "hernandez"
 * passed over 11,670 clients, 25 ms when each was read from the table, a few ms from the index alone. Only the
 * page's clients are then read. A client whose head is cut (SEARCH_HEAD_LENGTH) is a candidate whatever it holds
 * and is tested on its whole search text; when such candidates fail, the walk goes on for as many more.
 */
async function walkedPage(
  scope: TenantScope,
  query: ClientListQuery,
  filters: SQL | undefined,
  term: string,
) {
  const { tx } = scope;
  // The index-only walk is an index scan: allowed again after the count.
  await tx.execute(
    sql`select set_config('enable_seqscan', 'on', true), set_config('enable_indexscan', 'on', true)`,
  );
  const end = query.offset + query.limit;
  let matched: string[] = [];
  for (let walk = end; ; walk += walk) {
    const candidates = await tx
      .select({ id: clients.id, cut: sql<boolean>`length(${clients.searchHead}) >= ${SEARCH_HEAD_LENGTH}` })
      .from(clients)
      .where(
        and(
          filters,
          sql`(strpos(${clients.searchHead}, ${term}) > 0 or length(${clients.searchHead}) >= ${SEARCH_HEAD_LENGTH})`,
        ),
      )
      .orderBy(asc(clients.name), asc(clients.id))
      .limit(walk);
    matched = await withoutFailedCuts(scope, candidates, term);
    if (matched.length >= end || candidates.length < walk) break;
  }
  return clientsInOrder(scope, matched.slice(query.offset, end));
}

/** The candidates' ids less those whose head was cut and whose whole search text does not hold the term. */
async function withoutFailedCuts(
  { tx, tenantId }: TenantScope,
  candidates: Array<{ id: string; cut: boolean }>,
  term: string,
): Promise<string[]> {
  const cut = candidates.filter((c) => c.cut).map((c) => c.id);
  if (!cut.length) return candidates.map((c) => c.id);
  const failed = new Set(cut);
  const passing = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.tenantId, tenantId),
        inArray(clients.id, cut),
        sql`strpos(${clients.searchText}, ${term}) > 0`,
      ),
    );
  for (const { id } of passing) failed.delete(id);
  return candidates.filter((c) => !failed.has(c.id)).map((c) => c.id);
}

/** The clients of `ids`, in that order. */
async function clientsInOrder({ tx, tenantId }: TenantScope, ids: string[]): Promise<ClientRow[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), inArray(clients.id, ids)));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}
