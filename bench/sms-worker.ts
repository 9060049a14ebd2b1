/**
 * `npm run bench -- sms-worker` (run with --expose-gc by bench/run.ts): the SMS outbox worker sends 10,000
 * queued texts to the Twilio stand-in (the real REST protocol on loopback) and the heap is read before, every
 * 1,000 texts and after (each after a full GC), to show the worker's memory stays flat. The stand-in lives in
 * this process too, so its record of received texts is emptied before each reading (its memory is not ours).
 * Engine: PGlite in a fresh directory, or PostgreSQL when DATABASE_URL is set. Prints one JSON line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { createChannelWorker } from '../apps/api/src/platform/outbox/outbox-worker';
import { smsChannel } from '../apps/api/src/platform/sms/sms-channel';
import { loadTenantSmsRoute } from '../apps/api/src/platform/sms/tenant-sms';
import { insertTenant } from '../apps/api/src/super-admin/tenants/tenants.repository';
import { TwilioStandIn } from '../apps/api/src/test/twilio-stand-in';

const TEXTS = Number(process.env.BENCH_SMS_TEXTS ?? 10_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const heapMb = () => {
  gc!();
  return Math.round((process.memoryUsage().heapUsed / 1024 / 1024) * 10) / 10;
};

const databaseUrl = process.env.DATABASE_URL;
const dir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'tw-sms-bench-'));
const db = await openDatabase({ databaseUrl, dataDir: dir });
const standIn = await TwilioStandIn.start();
try {
  await runMigrations(db);
  const slug = `sms-bench-${Date.now().toString(36)}`;
  const tenant = await db.platform((tx) => insertTenant(tx, { name: 'SMS Bench', slug }));
  await db.platform((tx) =>
    tx.execute(sql`insert into sms_messages (tenant_id, id, direction, to_number, body, status, kind, urgent, dedupe_key)
      select ${tenant.id}, gen_random_uuid(), 'outbound', '+1512555' || lpad((n % 10000)::text, 4, '0'),
        'Reminder from SMS Bench: your visit is tomorrow at 9:00 AM. Reply C to confirm. #' || n,
        'queued', 'appointment_reminder', true, 'bench:' || n
      from generate_series(1, ${TEXTS}) n`),
  );
  const server = {
    apiUrl: standIn.url,
    accountSid: standIn.accountSid,
    authToken: standIn.authToken,
    from: '+15125550100',
  };
  const log = { info: () => {}, warn: () => {}, error: (m: unknown) => console.error(m) };
  const worker = createChannelWorker({
    db,
    log,
    batchSize: 50,
    channel: smsChannel({ route: (tenantId) => loadTenantSmsRoute(db, tenantId, server) }),
  });
  const before = heapMb();
  const samples: number[] = [];
  const started = Date.now();
  let sent = 0;
  let nextSample = 1_000;
  for (;;) {
    const result = await worker.runOnce();
    if (result.claimed === 0) break;
    sent += result.sent;
    if (sent >= nextSample) {
      standIn.messages.length = 0;
      standIn.requests.length = 0;
      samples.push(heapMb());
      nextSample += 1_000;
    }
  }
  const seconds = (Date.now() - started) / 1000;
  standIn.messages.length = 0;
  standIn.requests.length = 0;
  const after = heapMb();
  const { rows } = await db.platform((tx) =>
    tx.execute<{ status: string; n: number }>(sql`select status, count(*)::int as n from sms_messages
      where tenant_id = ${tenant.id} group by status`),
  );
  const result = {
    engine: db.engine,
    texts: TEXTS,
    sent,
    statuses: Object.fromEntries(rows.map((r) => [r.status, r.n])),
    seconds: Math.round(seconds * 10) / 10,
    textsPerSecond: Math.round(sent / seconds),
    heapBeforeMb: before,
    heapAfterMb: after,
    heapPeakSampleMb: Math.max(...samples),
    heapSamplesMb: samples,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await standIn.close();
  await db.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
