import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { jobFailureLog } from '../job-failure-log';
import type { ChannelColumns, ClaimedRow, DeliveryOutcome, OutboxChannel } from './outbox-channel';

/** A row left in 'sending' longer than this belongs to a process that died mid-send: it is due again. */
const SENDING_LEASE = sql`interval '10 minutes'`;
const MAX_ERROR_LENGTH = 1000;

/** Back-off from `base` doubling per failed try, capped: 30 s, 1 min, 2 min, … 1 h for e-mail. */
export function exponentialBackoff(baseMs: number, maxMs: number) {
  return (attempts: number): number => Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), maxMs);
}

export interface OutboxRunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  captured: number;
  skipped: number;
  deferred: number;
}

/** The slice of Fastify's (pino) logger the worker uses. */
export type WorkerLog = { [level in 'info' | 'warn' | 'error']: (obj: object, msg: string) => void };

export interface ChannelWorkerOptions<Row extends ClaimedRow> {
  db: Database;
  channel: OutboxChannel<Row>;
  log: WorkerLog;
  batchSize?: number;
  pollMs?: number;
  /** Told about every scheduled run (for the background-job metrics). */
  onRun?: (outcome: 'success' | 'failure') => void;
}

export interface OutboxWorker {
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<OutboxRunResult>;
}

type Pending = { row: ClaimedRow; set: SQL };

/** One channel's delivery loop: polls, claims a batch, hands each row to the channel, records the outcome. */
export function createChannelWorker<Row extends ClaimedRow>(
  options: ChannelWorkerOptions<Row>,
): OutboxWorker {
  const { db, channel, log } = options;
  const batchSize = options.batchSize ?? 10;
  const pollMs = options.pollMs ?? 5_000;
  const table = sql`${sql.identifier(channel.table)}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let active = false;
  const failures = jobFailureLog(log, `${channel.label} outbox`);
  /**
   * Outcomes the database lost before they were recorded (a text handed to the provider whose row still says
   * 'sending', and the batch's rows not tried yet). Recorded first on the next run, so a delivered row is not
   * delivered again when its lease runs out, and an untried one is due again at once.
   */
  const unrecorded: Pending[] = [];
  const untried = (row: ClaimedRow): Pending => ({
    row,
    set: sql`status = 'queued', attempts = ${row.attempts - 1}, next_attempt_at = now()`,
  });

  async function record(pending: Pending): Promise<void> {
    const { row, set } = pending;
    // Only while this worker still holds the claim (same attempt, still 'sending').
    await db.platform((tx) =>
      tx.execute(sql`update ${table} set ${set}, updated_at = now()
        where tenant_id = ${row.tenantId} and id = ${row.id} and status = 'sending' and attempts = ${row.attempts}`),
    );
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = {
      claimed: 0,
      sent: 0,
      retried: 0,
      failed: 0,
      captured: 0,
      skipped: 0,
      deferred: 0,
    };
    while (unrecorded.length) {
      await record(unrecorded[0]);
      unrecorded.shift();
    }
    if (channel.captureOnly) {
      result.captured = await db.platform(async (tx) => (await claimDue(tx, table, batchSize, true)).length);
      result.claimed = result.captured;
      return result;
    }
    // Claimed rows are committed as 'sending' before any I/O: no transaction or row lock is held while
    // talking to a slow provider, and other processes skip these rows until the lease runs out.
    const claimed = await db.platform(async (tx) => {
      const keys = await claimDue(tx, table, batchSize, false);
      return keys.length ? channel.load(tx, keys) : [];
    });
    result.claimed = claimed.length;
    const run = channel.openRun();
    try {
      for (let index = 0; index < claimed.length; index++) {
        const row = claimed[index];
        let outcome: DeliveryOutcome;
        try {
          outcome = await run.deliver(row);
        } catch (err) {
          // The database went away (reading the tenant's settings): this row and the rest are due again at once.
          if (isDatabaseUnavailable(err)) unrecorded.push(...claimed.slice(index).map(untried));
          throw err;
        }
        const pending = { row, set: outcomeSet(channel, row, outcome) };
        try {
          await record(pending);
        } catch (err) {
          // The provider has it (or said no): that must be recorded before anything else is tried.
          if (isDatabaseUnavailable(err)) unrecorded.push(pending, ...claimed.slice(index + 1).map(untried));
          throw err;
        }
        count(result, row, outcome);
      }
    } finally {
      run.close();
    }
    return result;
  }

  function count(result: OutboxRunResult, row: ClaimedRow, outcome: DeliveryOutcome): void {
    if (outcome.status === 'retry' || outcome.status === 'failed') {
      const giveUp = outcome.status === 'failed' || row.attempts >= channel.maxAttempts;
      const entry = {
        channel: channel.name,
        messageId: row.id,
        attempts: row.attempts,
        error: outcome.error,
      };
      if (giveUp) {
        result.failed++;
        log.error(entry, `${channel.label} delivery failed for good`);
      } else {
        result.retried++;
        log.warn(entry, `${channel.label} delivery failed, will retry`);
      }
      return;
    }
    result[outcome.status]++;
  }

  async function tick(): Promise<void> {
    let full = false;
    try {
      const current = runOnce();
      running = current;
      full = (await current).claimed >= batchSize;
      options.onRun?.('success');
      failures.succeeded();
    } catch (err) {
      options.onRun?.('failure');
      failures.failed(err, `${channel.label} outbox run failed`);
    } finally {
      running = undefined;
    }
    // A full batch means more is waiting: go again at once instead of after the poll interval.
    if (active) schedule(full ? 0 : pollMs);
  }

  function schedule(ms: number): void {
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (active) return;
      active = true;
      schedule(0);
    },
    async stop() {
      active = false;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

/** The SET list recording one outcome. */
function outcomeSet<Row extends ClaimedRow>(
  channel: OutboxChannel<Row>,
  row: ClaimedRow,
  outcome: DeliveryOutcome,
): SQL {
  const extra = channelColumns(outcome.columns);
  switch (outcome.status) {
    case 'sent':
      return sql`status = 'sent', sent_at = now(), last_error = null${extra}`;
    case 'captured':
      return sql`status = 'captured', attempts = ${row.attempts - 1}, next_attempt_at = now()${extra}`;
    case 'skipped':
      return sql`status = 'skipped', attempts = ${row.attempts - 1}${extra}`;
    case 'deferred':
      return sql`status = 'queued', attempts = ${row.attempts - 1}, next_attempt_at = ${outcome.until.toISOString()}::timestamptz${extra}`;
    case 'retry':
    case 'failed': {
      const error = outcome.error.slice(0, MAX_ERROR_LENGTH);
      if (outcome.status === 'failed' || row.attempts >= channel.maxAttempts)
        return sql`status = 'failed', last_error = ${error}${extra}`;
      const delay = channel.retryDelayMs(row.attempts);
      return sql`status = 'queued', last_error = ${error},
        next_attempt_at = now() + ${delay}::int * interval '1 millisecond'${extra}`;
    }
  }
}

function channelColumns(columns: ChannelColumns | undefined): SQL {
  if (!columns) return sql``;
  const parts = Object.entries(columns).map(
    ([name, value]) =>
      sql`, ${sql.identifier(name)} = ${value instanceof Date ? value.toISOString() : value}`,
  );
  return sql.join(parts, sql``);
}

/**
 * Takes up to `limit` due rows — queued and due, or 'sending' past their lease — with SKIP LOCKED, so
 * concurrent workers in several processes each get different rows. While 'sending', next_attempt_at holds
 * the lease deadline; attempts counts tries started, so a try cut short by a crash counts too.
 */
async function claimDue(tx: Tx, table: SQL, limit: number, capture: boolean): Promise<ClaimedRow[]> {
  const claim = capture
    ? sql`status = 'captured'`
    : sql`status = 'sending', attempts = o.attempts + 1, next_attempt_at = now() + ${SENDING_LEASE}`;
  const { rows } = await tx.execute<{ tenant_id: string; id: string; attempts: number }>(sql`
    with due as (
      select tenant_id, id from ${table}
      where status in ('queued', 'sending') and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked)
    update ${table} o set ${claim}, updated_at = now()
    from due where o.tenant_id = due.tenant_id and o.id = due.id
    returning o.tenant_id, o.id, o.attempts`);
  return rows.map((r) => ({ tenantId: r.tenant_id, id: r.id, attempts: Number(r.attempts) }));
}
