import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext } from '../test/test-context';

/**
 * "Newest first" reads order by `x desc` — in PostgreSQL that is DESC NULLS FIRST. An index declared DESC NULLS
 * LAST (drizzle's `.desc()` alone) does not match it, so the read scans and sorts the tenant's whole history
 * instead of reading the first page off the index (issue 33: the dashboard's activity 453 ms → 1.5 ms once the
 * orders matched). Every descending index key is therefore NULLS FIRST (`.desc().nullsFirst()`), and an
 * ascending one NULLS LAST (the default), so a backward scan serves `desc` too; and no query asks for the other
 * null order on an indexed read.
 */
let t: TestContext;
beforeAll(async () => {
  t = await TestContext.create();
});
afterAll(() => t.close());

interface KeyRow {
  index_name: string;
  column_name: string;
  descending: boolean;
  nulls_first: boolean;
  [key: string]: unknown;
}

describe('index key order', () => {
  it('has no index key whose null order a plain asc / desc cannot use', async () => {
    const { rows } = await t.db.owner.execute<KeyRow>(sql`
      select i.relname as index_name, coalesce(a.attname, '(expression)') as column_name,
        (x.indoption[k.n - 1] & 1) = 1 as descending, (x.indoption[k.n - 1] & 2) = 2 as nulls_first
      from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_namespace ns on ns.oid = i.relnamespace and ns.nspname = 'public'
        join pg_am am on am.oid = i.relam and am.amname = 'btree'
        cross join lateral generate_series(1, x.indnkeyatts) as k(n)
        left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = x.indkey[k.n - 1]
      order by 1, k.n`);
    expect(rows.length).toBeGreaterThan(100);
    const mismatched = rows
      .filter((r) => r.descending !== r.nulls_first)
      .map(
        (r) => `${r.index_name}(${r.column_name} ${r.descending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'})`,
      );
    expect(mismatched).toEqual([]);
    // The newest-first indexes this rule is about are there, tie-breaker included.
    const keys = (name: string) =>
      rows.filter((r) => r.index_name === name).map((r) => `${r.column_name}${r.descending ? ' desc' : ''}`);
    expect(keys('audit_log_recent_idx')).toEqual(['tenant_id', 'created_at desc', 'id desc']);
    expect(keys('service_agreements_recent_idx')).toEqual(['tenant_id', 'created_at desc', 'id desc']);
  });

  it('has no query in the server asking for the other null order of a descending read', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
          readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line) => {
              if (/\bdesc\s+nulls\s+last\b|\.desc\(\)\.nullsLast\(\)/i.test(line))
                offenders.push(`${path.relative(root, file)}: ${line.trim()}`);
            });
        }
      }
    };
    walk(root);
    // The membership chooser orders a handful of a user's memberships in memory-sized sets: no index involved.
    expect(offenders).toEqual([
      'http/auth-context.ts: order by m.is_default desc nulls last, (t.id = ${currentTenantId}) desc nulls last, m.joined_at',
    ]);
  });
});

describe('trigram search indexes', () => {
  it('lead with tenant_id on every tenant table, so a search collects only its own organization’s matches', async () => {
    const { rows } = await t.db.owner.execute<{
      index_name: string;
      first_key: string;
      [key: string]: unknown;
    }>(sql`
      select i.relname as index_name, a.attname as first_key
      from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_namespace ns on ns.oid = i.relnamespace and ns.nspname = 'public'
        join pg_attribute a on a.attrelid = x.indrelid and a.attnum = x.indkey[0]
      where pg_get_indexdef(x.indexrelid) like '%gin_trgm_ops%'
        and exists (select 1 from pg_attribute c where c.attrelid = x.indrelid and c.attname = 'tenant_id')
      order by 1`);
    expect(rows.map((r) => r.index_name)).toEqual(
      expect.arrayContaining([
        'service_jobs_search_trgm',
        'technicians_search_trgm',
        'service_agreements_search_trgm',
      ]),
    );
    expect(rows.filter((r) => r.first_key !== 'tenant_id').map((r) => r.index_name)).toEqual([]);
  });
});
