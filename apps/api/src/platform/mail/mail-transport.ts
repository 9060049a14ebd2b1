import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** A stable Message-ID lets receiving servers drop the duplicate of a retried delivery. */
  messageId?: string;
  replyTo?: string;
}

/** The server's answer to an accepted message, e.g. "250 2.0.0 OK: queued as 1234". */
export interface MailSendResult {
  response: string;
}

/** Where the outbox worker hands messages; SMTP in production, anything speaking this interface in tests. */
export interface MailTransport {
  /** Resolves once the server accepted the message; rejects with an error safe to store and show. */
  send(message: MailMessage): Promise<MailSendResult | void>;
  close?(): void;
}

/**
 * SMTP over nodemailer from `smtp://user:pass@host:port` or `smtps://…` (query options such as
 * `?tls.rejectUnauthorized=false` pass through). One connection per message: the worker sends small
 * batches, and a pool would hold idle sockets open between polls.
 */
export function createSmtpTransport(url: string): MailTransport {
  const options = parseConnectionUrl(url);
  const password = options.auth && 'pass' in options.auth ? options.auth.pass : undefined;
  return createSmtpTransportFromOptions(options, [password, url]);
}

/** The same from explicit options (a tenant's own SMTP server); `secrets` are redacted from every error. */
export function createSmtpTransportFromOptions(
  options: SMTPTransport.Options,
  secrets: Array<string | null | undefined>,
): MailTransport {
  // Plain SMTPTransport (no `pool` option): one connection per message.
  const transportOptions: SMTPTransport.Options = {
    ...options,
    // A send must finish well inside the worker's 10-minute 'sending' lease, or another process may retry it.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  };
  const transporter = nodemailer.createTransport(transportOptions);
  // A transport-level failure (a pooled connection's, from `?pool=true` in SMTP_URL, or OAuth2's) is an
  // 'error' event; unheard it would end the process. The send it concerns rejects with it anyway.
  transporter.on('error', () => undefined);
  const hidden = secrets.filter((s): s is string => !!s && s.length >= 4);
  return {
    async send(message) {
      try {
        const info = await transporter.sendMail(message);
        return { response: String(info.response ?? '') };
      } catch (err) {
        // nodemailer's code (EAUTH, ECONNECTION …) is kept: a tenant's own server is reported by it alone.
        const code = (err as { code?: unknown }).code;
        throw Object.assign(new Error(redact(err instanceof Error ? err.message : String(err), hidden)), {
          code: typeof code === 'string' ? code : undefined,
        });
      }
    },
    close: () => transporter.close(),
  };
}

/** The error text is stored in the outbox and shown to admins: it must never carry the SMTP password. */
function redact(message: string, secrets: string[]): string {
  let safe = message;
  for (const secret of secrets) safe = safe.split(secret).join('***');
  return safe;
}
