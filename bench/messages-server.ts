/**
 * The messages list bench's server process (started by bench/messages-list.ts): one organization with
 * 1,000,000 texts (BENCH_MESSAGES) over two years, seeded once; our app on one port and, on another, the bare
 * route that runs the same service function (listMessagesPage: the same SQL and mapping) with no session,
 * tenancy lookup, permission check, validation or response schema. Prints one JSON line once it listens.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { messageListQuerySchema } from '@tradeworks/contracts/messages';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/env';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { createSession } from '../apps/api/src/platform/auth/sessions';
import { listMessagesPage } from '../apps/api/src/modules/messages/messages.service';
import {
  insertMembership,
  insertTenant,
  insertUser,
} from '../apps/api/src/super-admin/tenants/tenants.repository';

const COUNT = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const SLUG = 'bench-messages';
const log = (line: string) => process.stderr.write(`${line}\n`);
const databaseUrl = process.env.DATABASE_URL;
const db = await openDatabase({
  databaseUrl,
  dataDir: databaseUrl ? undefined : path.resolve('bench/data/pglite-messages'),
  poolSize: 20,
});
await runMigrations(db);

let tenantId = (
  await db.platform((tx) => tx.execute<{ id: string }>(sql`select id from tenants where slug = ${SLUG}`))
).rows[0]?.id;
if (!tenantId)
  tenantId = (await db.platform((tx) => insertTenant(tx, { name: 'Bench Messages', slug: SLUG }))).id;
const have = (
  await db.platform((tx) =>
    tx.execute<{ n: number }>(sql`select count(*)::int as n from sms_messages where tenant_id = ${tenantId}`),
  )
).rows[0].n;
if (have < COUNT) {
  const started = Date.now();
  // In slices of 100,000 (one transaction each): replies, reminders, confirmations and inbound texts, spread
  // over two years, most delivered, some captured, failed or skipped.
  for (let from = have + 1; from <= COUNT; from += 100_000) {
    const to = Math.min(COUNT, from + 99_999);
    await db.platform((tx) =>
      tx.execute(sql`insert into sms_messages (tenant_id, id, direction, to_number, from_number, body, status, kind,
          sent_at, created_at, dedupe_key)
        select ${tenantId}, gen_random_uuid(), case when n % 4 = 0 then 'inbound' else 'outbound' end::message_direction,
          '+1512' || lpad((n % 9000000 + 1000000)::text, 7, '0'), '+15125550100',
          (array['Reminder: your furnace tune-up is tomorrow at 9:00 AM. Reply C to confirm.',
                 'Thanks, see you then!', 'Hi, can the technician come after 3 pm instead?',
                 'Your invoice is ready in the customer portal.'])[n % 4 + 1] || ' #' || n,
          (case when n % 4 = 0 then 'received' when n % 50 = 1 then 'failed' when n % 10 = 3 then 'captured'
            else 'delivered' end)::sms_status,
          case when n % 4 = 0 then 'reply' else (array['reply', 'appointment_reminder',
            'appointment_confirmation'])[n % 3 + 1] end,
          now() - (n * interval '63 seconds'), now() - (n * interval '63 seconds'), 'bench:' || n
        from generate_series(${from}::int, ${to}::int) n`),
    );
    log(`messages: ${to.toLocaleString('en-US')} of ${COUNT.toLocaleString('en-US')}`);
  }
  await db.owner.execute(sql`analyze sms_messages`);
  log(`seeded ${COUNT - have} texts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const token = await db.platform(async (tx) => {
  const user = await insertUser(tx, {
    email: `bench-messages-${Date.now()}@example.com`,
    firstName: 'Bench',
    lastName: 'Owner',
  });
  await insertMembership(tx, { tenantId: tenantId!, userId: user.id, role: 'owner', isDefault: true });
  return createSession(tx, { userId: user.id });
});

const app = await buildApp({ db, env: loadEnv(), logLevel: 'silent', webDistDir: '/nonexistent' });
await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify({ logger: false });
bare.get('/messages', async (req, reply) => {
  const page = await listMessagesPage({
    db,
    tenantId: tenantId!,
    userId: null,
    technicianOnly: false,
    query: messageListQuerySchema.parse(req.query),
  });
  reply.header('x-total-count', String(page.total));
  return page.items;
});
await bare.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(
  `${JSON.stringify({
    port: (app.server.address() as { port: number }).port,
    barePort: (bare.server.address() as { port: number }).port,
    engine: db.engine,
    tenantSlug: SLUG,
    cookie: `tw_session=${token}`,
    messages: COUNT,
  })}\n`,
);
process.on('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await db.close();
  process.exit(0);
});
