import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { serviceJobListQuerySchema } from '@tradeworks/contracts/service-jobs';
import type { Database } from '../apps/api/src/db/client';
import { listJobs } from '../apps/api/src/modules/dispatching/service-jobs.repository';
import { rangeBound } from '../apps/api/src/platform/tenant-clock';

/**
 * 100,000 service jobs in tenant "bench" over two years (about 137 a day) for 20 technicians, copied from its
 * clients: past ones completed (some cancelled), today's and later ones pending or assigned. Reused when seeded.
 */
export async function ensureDispatchBenchData(db: Database, tenantId: string, log: (line: string) => void) {
  const count = 100_000;
  const existing = await db.tenant({ tenantId, userId: null }, ({ tx }) =>
    tx.execute<{ n: number }>(sql`select count(*)::int as n from service_jobs where tenant_id = ${tenantId}`),
  );
  if (existing.rows[0].n >= count) return;
  const started = Date.now();
  await db.tenant({ tenantId, userId: null }, async ({ tx }) => {
    await tx.execute(sql`
      insert into technicians (tenant_id, id, name, email, skills, max_jobs, home_latitude, home_longitude)
      select ${tenantId}, gen_random_uuid(), 'Bench Tech ' || g, 'tech' || g || '@bench.test',
        array[(array['Heat Pumps', 'Boilers', 'Ductwork', 'Refrigeration'])[1 + g % 4]], 8,
        30.27 + (g % 5) * 0.03, -97.74 + (g % 4) * 0.04
      from generate_series(1, 20) g`);
    await tx.execute(sql`
      with c as (select id, name, address, latitude, longitude, row_number() over (order by id) as rn
                   from clients where tenant_id = ${tenantId}),
           t as (select id, row_number() over (order by id) as rn from technicians where tenant_id = ${tenantId})
      insert into service_jobs (tenant_id, id, job_number, client_id, client_name, service_type, priority, status,
        technician_id, scheduled_date, estimated_duration, address, latitude, longitude, created_at, updated_at)
      select ${tenantId}, gen_random_uuid(), 'JOB-' || (2025 + g % 2) || '-' || lpad((g / 2 + 1)::text, 5, '0'),
        c.id, c.name, (array['A/C Tune-Up', 'Furnace Repair', 'Duct Cleaning', 'Heat Pump Service'])[1 + g % 4],
        (array['low', 'medium', 'medium', 'high', 'emergency'])[1 + g % 5]::job_priority,
        (case when v.day < now() - interval '1 day' then (case when g % 20 = 0 then 'cancelled' else 'completed' end)
              when g % 3 = 0 then 'pending' else 'assigned' end)::job_status,
        case when v.day < now() - interval '1 day' or g % 3 <> 0 then t.id end,
        v.day, 60 + (g % 4) * 30, c.address, c.latitude, c.longitude, v.day - interval '3 days', v.day - interval '3 days'
      from generate_series(1, ${count}) g
        join c on c.rn = 1 + g % (select count(*) from c)
        join t on t.rn = 1 + g % 20,
        lateral (select now() - interval '700 days' + (g * interval '1 day' * 730 / ${count})
                   + (8 + g % 9) * interval '1 hour' - extract(hour from now()) * interval '1 hour' as day) v`);
  });
  await db.owner.execute(sql`analyze service_jobs`);
  await db.owner.execute(sql`analyze technicians`);
  log(
    `seeded ${count.toLocaleString('en-US')} service jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The jobs list with the same SQL as GET /api/service-jobs, without session, tenancy lookups or validation. */
export function registerDispatchBareRoutes(bare: FastifyInstance, db: Database, tenantId: string): void {
  bare.get('/service-jobs', async (req, reply) => {
    const query = serviceJobListQuerySchema.parse(req.query);
    const page = await db.tenant({ tenantId, userId: null }, (scope) =>
      listJobs(scope, {
        ...query,
        fromInstant: query.from ? rangeBound(query.from, 'UTC', 'from') : undefined,
        toInstant: query.to ? rangeBound(query.to, 'UTC', 'to') : undefined,
        todayStart: rangeBound(new Date().toISOString().slice(0, 10), 'UTC', 'from'),
      }),
    );
    reply.header('x-total-count', String(page.total));
    return page.items;
  });
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A dispatcher's week: the jobs scheduled in the last seven days, first page. */
export const DISPATCH_RANGE = `from=${day(-6)}&to=${day(0)}&limit=50`;
