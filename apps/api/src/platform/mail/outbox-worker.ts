import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { safeErrorFields } from '../../http/safe-log';
import { jobFailureLog } from '../job-failure-log';
import type { MailMessage, MailTransport } from './mail-transport';
import { withCredential } from './outbox-credentials';
import { claimDue, platformSender, settle, type ClaimedRow } from './outbox-rows';
import { serverFromWithName, withSignature, type TenantMailRoute } from './tenant-mail';

export const MAX_ATTEMPTS = 8;
const BASE_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 1000;
const LINK_REVOKED = 'The portal link in this e-mail was revoked before it was sent';

/** Wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);
}

export interface OutboxRunResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  captured: number;
}

/** The slice of Fastify's (pino) logger the worker uses. */
type WorkerLog = { [level in 'info' | 'warn' | 'error']: (obj: object, msg: string) => void };

export interface OutboxWorkerOptions {
  db: Database;
  /** null when no SMTP is configured: due messages are kept as 'captured', readable in the app. */
  transport: MailTransport | null;
  from: string;
  log: WorkerLog;
  batchSize?: number;
  pollMs?: number;
  /**
   * Per-tenant delivery (Admin Settings → Communications): a tenant's own SMTP server or SendGrid key, its
   * sender name, reply-to and signature. Without it, or for a tenant with nothing set, `transport` is used.
   */
  tenantRoute?: (tenantId: string) => Promise<TenantMailRoute | null>;

  /** Told about every scheduled run (for the background-job metrics). */
  onRun?: (outcome: 'success' | 'failure') => void;
}

export interface OutboxWorker {
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<OutboxRunResult>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, from, log } = options;
  const batchSize = options.batchSize ?? 10;
  const pollMs = options.pollMs ?? 5_000;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'tradeworks.local';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let active = false;
  const failures = jobFailureLog(log, 'e-mail outbox');
  /**
   * Outcomes the database went away before they were recorded: a message sent (or failed) whose row still
   * says 'sending', and the batch's rows not tried yet. Recorded first on the next run, so a sent message is
   * not sent again when its lease runs out and an untried one is due again at once, not in 10 minutes.
   */
  const unrecorded: Array<{ row: ClaimedRow; update: PgUpdateSetSource<typeof emailOutbox> }> = [];
  const untried = (row: ClaimedRow) => ({
    row,
    update: { status: 'queued' as const, attempts: row.attempts - 1, nextAttemptAt: sql`now()` },
  });

  async function recordLeftovers(): Promise<void> {
    while (unrecorded.length) {
      const { row, update } = unrecorded[0];
      await settle(db, row, update);
      unrecorded.shift();
    }
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { claimed: 0, sent: 0, retried: 0, failed: 0, captured: 0 };
    await recordLeftovers();
    if (!transport && !options.tenantRoute) {
      result.captured = await db.platform(async (tx) => (await claimDue(tx, batchSize, 'captured')).length);
      result.claimed = result.captured;
      return result;
    }
    // Claimed rows are committed as 'sending' before any SMTP I/O: no transaction or row lock is held while
    // talking to a slow server, and other processes skip these rows until the lease runs out.
    const { claimed, sender } = await db.platform(async (tx) => ({
      claimed: await claimDue(tx, batchSize, 'sending'),
      sender: await platformSender(tx),
    }));
    result.claimed = claimed.length;
    const routes = new Map<string, TenantMailRoute | null | Error>();
    let index = 0;
    /** Records a row's outcome; when the database is away, keeps it and the rows after it for the next run. */
    const record = async (row: ClaimedRow, update: PgUpdateSetSource<typeof emailOutbox>) => {
      try {
        await settle(db, row, update);
      } catch (err) {
        if (isDatabaseUnavailable(err))
          unrecorded.push({ row, update }, ...claimed.slice(index + 1).map(untried));
        throw err;
      }
    };
    /** The row with its portal link's token made; null when the link was revoked meanwhile. */
    const withLink = async (row: ClaimedRow, at: number): Promise<ClaimedRow | null> => {
      if (!row.credential) return row;
      try {
        return await withCredential(db, { ...row, credential: row.credential });
      } catch (err) {
        if (isDatabaseUnavailable(err)) unrecorded.push(...claimed.slice(at).map(untried));
        throw err;
      }
    };
    try {
      for (; index < claimed.length; index++) {
        const row = claimed[index];
        let route = routes.get(row.tenantId);
        if (route === undefined) {
          route = options.tenantRoute
            ? await options.tenantRoute(row.tenantId).catch((err: unknown) => {
                if (isDatabaseUnavailable(err)) {
                  unrecorded.push(...claimed.slice(index).map(untried));
                  throw err;
                }
                log.error(
                  { ...safeErrorFields(err), tenantId: row.tenantId },
                  'tenant e-mail settings cannot be read',
                );
                return new Error("The organization's e-mail settings cannot be read; save them again");
              })
            : null;
          routes.set(row.tenantId, route);
        }
        const via = route instanceof Error ? null : (route?.transport ?? transport);
        if (!via && !(route instanceof Error)) {
          // No server anywhere for this tenant: kept as captured, readable in the app, as without SMTP_URL.
          await record(row, {
            status: 'captured',
            attempts: row.attempts - 1,
            nextAttemptAt: sql`now()`,
          });
          result.captured++;
          continue;
        }
        // A portal link's token is made now, as the message leaves (outbox-credentials.ts).
        const ready = route instanceof Error ? row : await withLink(row, index);
        if (!ready) {
          await record(row, { status: 'failed', lastError: LINK_REVOKED });
          result.failed++;
          continue;
        }
        // Only the SMTP hand-over is guarded: a database error after a successful send must not count as a
        // delivery failure (that would send the message again).
        const error =
          route instanceof Error
            ? route.message
            : await via!.send(toMessage(ready, sender ?? from, domain, route)).then(
                () => null,
                (err: unknown) =>
                  (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH),
              );
        if (error === null) {
          await record(row, { status: 'sent', sentAt: new Date(), lastError: null });
          result.sent++;
          continue;
        }
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        await record(row, {
          status: giveUp ? 'failed' : 'queued',
          lastError: error,
          nextAttemptAt: giveUp
            ? undefined
            : sql`now() + ${retryDelayMs(row.attempts)}::int * interval '1 millisecond'`,
        });
        const entry = { emailId: row.id, attempts: row.attempts, error };
        if (giveUp) {
          result.failed++;
          log.error(entry, 'e-mail delivery failed for good');
        } else {
          result.retried++;
          log.warn(entry, 'e-mail delivery failed, will retry');
        }
      }
    } finally {
      for (const route of routes.values()) if (route && !(route instanceof Error)) route.transport?.close?.();
    }
    return result;
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
      failures.failed(err, 'e-mail outbox run failed');
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

function toMessage(
  row: ClaimedRow,
  from: string,
  domain: string,
  route: TenantMailRoute | null = null,
): MailMessage {
  const body = withSignature({ text: row.text, html: row.html ?? undefined }, route?.signature ?? null);

  return {
    from: route?.from ?? serverFromWithName(from, route?.fromName ?? null),
    ...(route?.replyTo ? { replyTo: route.replyTo } : {}),
    to: row.to,
    subject: row.subject,
    text: body.text,
    html: body.html,
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.content, 'base64'),
    })),
    messageId: `<${row.id}@${domain}>`,
  };
}
