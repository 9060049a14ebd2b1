import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { EmailAttachment, OutboxCredential } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { safeErrorFields } from '../../http/safe-log';
import type { ClaimedRow, OutboxChannel } from '../outbox/outbox-channel';
import {
  createChannelWorker,
  exponentialBackoff,
  type OutboxWorker,
  type WorkerLog,
} from '../outbox/outbox-worker';
import type { MailMessage, MailTransport } from './mail-transport';
import { withCredential } from './outbox-credentials';
import { serverFromWithName, withSignature, type TenantMailRoute } from './tenant-mail';

export type { OutboxRunResult, OutboxWorker } from '../outbox/outbox-worker';

export const MAX_ATTEMPTS = 8;
const LINK_REVOKED = 'The portal link in this e-mail was revoked before it was sent';
/** Wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, … capped at 1 h. */
export const retryDelayMs = exponentialBackoff(30_000, 60 * 60_000);

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

/** The e-mail outbox (`email_outbox`) on the channel-agnostic worker. */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  return createChannelWorker({
    db: options.db,
    channel: emailChannel(options),
    log: options.log,
    batchSize: options.batchSize,
    pollMs: options.pollMs,
    onRun: options.onRun,
  });
}

interface EmailRow extends ClaimedRow {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: EmailAttachment[];
  /** The console's platform sender, read with the claim (else MAIL_FROM). */
  sender: string | null;
  /** A portal sign-in link stored redacted: its token is made as the message leaves (outbox-credentials.ts). */
  credential: OutboxCredential | null;
}

export function emailChannel(options: OutboxWorkerOptions): OutboxChannel<EmailRow> {
  const { transport, from, log } = options;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'tradeworks.local';
  return {
    name: 'email',
    label: 'e-mail',
    table: 'email_outbox',
    maxAttempts: MAX_ATTEMPTS,
    retryDelayMs,
    captureOnly: !transport && !options.tenantRoute,
    load: loadEmails,
    openRun() {
      const routes = new Map<string, TenantMailRoute | null | Error>();
      const routeOf = async (tenantId: string) => {
        let route = routes.get(tenantId);
        if (route === undefined) {
          route = options.tenantRoute
            ? await options.tenantRoute(tenantId).catch((err: unknown) => {
                // The database going away stops the run (the worker records what it can later).
                if (isDatabaseUnavailable(err)) throw err;
                log.error({ ...safeErrorFields(err), tenantId }, 'tenant e-mail settings cannot be read');
                return new Error("The organization's e-mail settings cannot be read; save them again");
              })
            : null;
          routes.set(tenantId, route);
        }
        return route;
      };
      return {
        async deliver(row) {
          const route = await routeOf(row.tenantId);
          if (route instanceof Error) return { status: 'retry', error: route.message };
          const via = route?.transport ?? transport;
          // No server anywhere for this tenant: kept as captured, readable in the app, as without SMTP_URL.
          if (!via) return { status: 'captured' };
          const ready = row.credential
            ? await withCredential(options.db, { ...row, credential: row.credential })
            : row;
          if (!ready) return { status: 'failed', error: LINK_REVOKED };
          return via.send(toMessage(ready, row.sender ?? from, domain, route)).then(
            () => ({ status: 'sent' }),
            (err: unknown) => ({ status: 'retry', error: err instanceof Error ? err.message : String(err) }),
          );
        },
        close() {
          for (const route of routes.values())
            if (route && !(route instanceof Error)) route.transport?.close?.();
        },
      };
    },
  };
}

async function loadEmails(tx: Tx, keys: ClaimedRow[]): Promise<EmailRow[]> {
  const attempts = new Map(keys.map((k) => [k.id, k.attempts]));
  const ids = sql.join(
    keys.map((k) => sql`(${k.tenantId}::uuid, ${k.id}::uuid)`),
    sql`, `,
  );
  const { rows } = await tx.execute<{
    tenant_id: string;
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    attachments: EmailAttachment[];
    sender: string | null;
    credential: OutboxCredential | null;
  }>(sql`select o.tenant_id, o.id, o.to_address, o.subject, o.text_body, o.html_body, o.attachments, o.credential,
      (select email_from from platform_settings where id = 1) as sender
    from email_outbox o where (o.tenant_id, o.id) in (${ids})`);
  const order = new Map(keys.map((k, i) => [k.id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    id: r.id,
    attempts: attempts.get(r.id) ?? 1,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    attachments: r.attachments,
    sender: r.sender,
    credential: r.credential,
  }));
}

function toMessage(row: EmailRow, from: string, domain: string, route: TenantMailRoute | null): MailMessage {
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
