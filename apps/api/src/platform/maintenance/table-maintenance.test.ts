import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant } from '../../test/test-context';
import { startIdleMaintenanceJob } from './idle-maintenance-job';
import { maintainTables } from './table-maintenance';

let t: TestContext;
let acme: TestTenant;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
});
afterAll(() => t.close());

const stats = async (table: string) => {
  const { rows } = await t.db.owner.execute<{
    mods: number;
    analyzed: boolean;
    vacuumed: boolean;
  }>(sql`select n_mod_since_analyze::int as mods,
      (last_analyze is not null or last_autoanalyze is not null) as analyzed,
      (last_vacuum is not null or last_autovacuum is not null) as vacuumed
    from pg_stat_user_tables where relname = ${table}`);
  return rows[0];
};

/** The statistics counters reach pg_stat_user_tables a moment after the writing transaction: wait for them. */
async function untilCounted(table: string, deadline = Date.now() + 20_000): Promise<void> {
  while ((await stats(table)).mods === 0) {
    if (Date.now() > deadline) throw new Error(`${table}: no changes counted`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const addClients = (n: number) =>
  t.db.platform((tx) =>
    tx.execute(sql`insert into clients (tenant_id, id, name, email)
      select ${acme.id}::uuid, gen_random_uuid(), 'Client ' || g, 'c' || g || '@example.com'
      from generate_series(1, ${n}) g`),
  );

describe('table maintenance', () => {
  it('analyzes and vacuums the tables that changed (embedded engine), and leaves the others', async () => {
    await addClients(3000);
    if (t.db.engine === 'postgres') {
      // A server has autovacuum: nothing is done on its behalf.
      expect(await maintainTables(t.db)).toEqual({ analyzed: [], vacuumed: [] });
      return;
    }
    await untilCounted('clients');
    const run = await maintainTables(t.db);
    expect(run.analyzed).toContain('clients');
    // 3,000 inserted rows pass the insert threshold (1,000 + 20 %): vacuumed, which sets the visibility map.
    expect(run.vacuumed).toContain('clients');
    expect(await stats('clients')).toMatchObject({ mods: 0, analyzed: true, vacuumed: true });
    // Tables nobody wrote to are not touched.
    expect(run.analyzed).not.toContain('purchase_orders');
    // Once done, the table is no longer due.
    expect((await maintainTables(t.db)).analyzed).not.toContain('clients');
  });

  it("refreshes the tables a caller names at once (an import's), before their counters arrive", async () => {
    await addClients(10);
    const run = await maintainTables(t.db, { tables: ['clients', 'audit_log'] });
    expect(run.analyzed).toEqual(['clients', 'audit_log']);
    expect(run.vacuumed).toEqual(t.db.engine === 'pglite' ? ['clients', 'audit_log'] : []);
    expect((await stats('clients')).analyzed).toBe(true);
  });
});

describe('the idle maintenance job', () => {
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const until = async (done: () => boolean, deadline = Date.now() + 10_000) => {
    while (!done()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('runs while the server is idle, goes on after a failed run, and the server keeps answering', async () => {
    const calls: string[] = [];
    const errors: string[] = [];
    const job = startIdleMaintenanceJob({
      db: t.db,
      log: { ...silent, error: (_: object, message: string) => errors.push(message) } as never,
      lastRequestAt: () => 0,
      everyMs: 20,
      idleAfterMs: 0,
      maintain: async (db) => {
        calls.push('run');
        if (calls.length === 1) throw new Error('disk full');
        return maintainTables(db);
      },
    });
    try {
      await until(() => calls.length >= 3);
      expect(errors).toEqual(['table maintenance failed']);
      const res = await t.request(null, 'GET', '/api/health/live');
      expect(res.statusCode).toBe(200);
    } finally {
      await job.stop();
    }
  });

  it('waits while requests are being answered', async () => {
    let runs = 0;
    const job = startIdleMaintenanceJob({
      db: t.db,
      log: silent as never,
      lastRequestAt: () => Date.now(),
      everyMs: 10,
      idleAfterMs: 60_000,
      maintain: async () => {
        runs++;
        return { analyzed: [], vacuumed: [] };
      },
    });
    // Long enough for a dozen checks; none finds the server idle.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await job.stop();
    expect(runs).toBe(0);
  });
});
