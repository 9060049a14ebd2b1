import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { enqueueEmail, type OutgoingEmail } from './outbox';

/** Test support (not a test file): a real SMTP server, MIME reading and outbox shortcuts. */

export const SMTP_USER = 'outbox';
export const SMTP_PASSWORD = 'smtp-secret-pw';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that requires AUTH and records every accepted message. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // No STARTTLS: the server's self-signed certificate would fail nodemailer's verification.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        return callback(null, { user: SMTP_USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: smtpUrl(actualPort),
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function smtpUrl(port: number, password = SMTP_PASSWORD): string {
  return `smtp://${SMTP_USER}:${password}@127.0.0.1:${port}`;
}

/** A loopback port that nothing listens on (yet): SMTP "down". */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

export interface MimePart {
  headers: string;
  content: Buffer;
}

/** Splits a raw multipart message into leaf parts and decodes base64 / quoted-printable bodies. */
export function mimeParts(raw: string): MimePart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  let pieces = [raw];
  for (const boundary of boundaries) pieces = pieces.flatMap((p) => p.split(`--${boundary}`));
  return pieces
    .map((piece) => {
      const split = piece.search(/\r?\n\r?\n/);
      if (split < 0) return null;
      const headers = piece.slice(0, split).trim();
      const body = piece.slice(split).trim();
      if (/content-type:\s*multipart\//i.test(headers) || !/content-type:/i.test(headers)) return null;
      return { headers, content: decode(body, headers) };
    })
    .filter((p): p is MimePart => p !== null);
}

function decode(body: string, headers: string): Buffer {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const text = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(text, 'latin1');
  }
  return Buffer.from(body, 'utf8');
}

export const silentLog = { info() {}, warn() {}, error() {} };

/** Queues a message the way feature code does: inside a tenant transaction under row-level security. */
export function queueEmail(
  db: Database,
  tenantId: string,
  email: Partial<OutgoingEmail> = {},
): Promise<string> {
  return db.tenant({ tenantId, userId: null }, ({ tx }) =>
    enqueueEmail(tx, tenantId, { to: 'customer@example.com', subject: 'Hello', text: 'Body text', ...email }),
  );
}

export async function readOutboxRow(db: Database, id: string) {
  const [row] = await db.platform((tx) => tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)));
  return row;
}

/** Makes a waiting message due now, as if its retry time had come. */
export async function makeDue(db: Database, id: string): Promise<void> {
  await db.platform((tx) =>
    tx
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, id)),
  );
}
