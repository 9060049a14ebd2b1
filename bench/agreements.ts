/**
 * The service-agreement generator over many active agreements in one tenant (`npm run bench -- agreements`, or
 * as part of `npm run bench`): a fresh in-memory PGlite (or DATABASE_URL), one tenant with BENCH_AGREEMENTS
 * active agreements (default 10,000), each Monthly with monthly billing starting today — so the first run
 * makes two visits (service jobs) and one invoice per agreement, each agreement in its own transaction — then a
 * second run, which must create nothing. Reports seconds per run and agreements per second.
 * Run alone: `npx tsx bench/agreements.ts`.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { insertTenant } from '../apps/api/src/super-admin/tenants/tenants.repository';
import {
  runGeneratorForTenant,
  type GeneratorCounts,
} from '../apps/api/src/modules/service-agreements/agreement-generator';

export interface AgreementGeneratorBench {
  engine: string;
  agreements: number;
  firstRun: GeneratorCounts & { seconds: number; agreementsPerSecond: number };
  secondRun: GeneratorCounts & { seconds: number };
}

const log = (line: string) => process.stderr.write(`${line}\n`);

export async function benchAgreementGenerator(
  count = Number(process.env.BENCH_AGREEMENTS ?? 10_000),
): Promise<AgreementGeneratorBench> {
  // BENCH_NO_BILLING=1 measures the visits alone.
  const billing = process.env.BENCH_NO_BILLING ? null : 'monthly';
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 4 });
  try {
    await runMigrations(db);
    const tenant = await db.platform((tx) =>
      insertTenant(tx, { name: 'Bench Agreements', slug: `bench-agreements-${Date.now()}` }),
    );
    await db.tenant({ tenantId: tenant.id, userId: null }, async ({ tx }) => {
      await tx.execute(sql`insert into clients (tenant_id, id, name, email, address, city, state, zip_code)
        select ${tenant.id}, gen_random_uuid(), 'Client ' || g, 'client' || g || '@example.com', g || ' Main St',
          'Austin', 'TX', '78701'
        from generate_series(1, 500) g`);
      await tx.execute(sql`
        with c as (select id, row_number() over (order by id) - 1 as n from clients where tenant_id = ${tenant.id})
        insert into service_agreements (tenant_id, id, contract_number, client_id, client_name, service_type,
          start_date, end_date, value, frequency, billing_schedule, status, next_billing_date)
        select ${tenant.id}, gen_random_uuid(), 'SA-BENCH-' || lpad(g::text, 6, '0'), c.id, 'Client ' || c.n,
          'Monthly Maintenance', current_date, (current_date + interval '1 year' - interval '1 day')::date,
          1200.00, 'Monthly', ${billing}, 'active', ${billing ? sql`current_date` : null}
        from generate_series(1, ${count}) g join c on c.n = g % 500`);
    });
    log(`agreements bench: ${count} active agreements seeded (${db.engine}); first run…`);
    let started = performance.now();
    const first = await runGeneratorForTenant({ db, tenantId: tenant.id, trigger: 'cli' });
    const firstSeconds = (performance.now() - started) / 1000;
    log(`agreements bench: second run…`);
    started = performance.now();
    const second = await runGeneratorForTenant({ db, tenantId: tenant.id, trigger: 'cli' });
    const secondSeconds = (performance.now() - started) / 1000;
    return {
      engine: db.engine,
      agreements: count,
      firstRun: {
        ...first,
        seconds: Math.round(firstSeconds * 10) / 10,
        agreementsPerSecond: Math.round(first.agreementsProcessed / firstSeconds),
      },
      secondRun: { ...second, seconds: Math.round(secondSeconds * 100) / 100 },
    };
  } finally {
    await db.close();
  }
}

export function describeAgreementBench(r: AgreementGeneratorBench): string {
  return (
    `agreement generator (${r.engine}, ${r.agreements} agreements): first run ${r.firstRun.seconds} s ` +
    `(${r.firstRun.agreementsPerSecond}/s; ${r.firstRun.visitsCreated} visits, ${r.firstRun.invoicesCreated} invoices, ` +
    `${r.firstRun.failures} failures) | second run ${r.secondRun.seconds} s, ${r.secondRun.visitsCreated} visits, ` +
    `${r.secondRun.invoicesCreated} invoices`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeAgreementBench(await benchAgreementGenerator()));
}
