import { and, eq } from 'drizzle-orm';
import type { Database, TenantScope } from '../../db/client';
import { communicationsSettings, integrationSettings } from '../../db/schema';
import { decryptSecret } from '../secrets/secrets';
import { createSmtpTransportFromOptions, type MailTransport } from './mail-transport';
import { createTenantSmtpTransport } from './tenant-smtp-transport';
import { escapeHtml } from './escape-html';

/**
 * How one tenant's e-mail leaves (Admin Settings → Communications): its own SMTP server, SendGrid's SMTP relay
 * with the tenant's SendGrid key, or the server-wide SMTP_URL — each time with the tenant's sender name,
 * reply-to and signature when set.
 */
export interface TenantMailRoute {
  /** null: the server-wide transport (or capture when there is none). */
  transport: MailTransport | null;
  via: 'tenant_smtp' | 'sendgrid' | 'server';
  /** Full From header; null: the server's MAIL_FROM. */
  from: string | null;
  /** Display name for the server's own address when the tenant has no sending address of its own. */
  fromName: string | null;
  replyTo: string | null;
  signature: string | null;
}

export const SENDGRID_SMTP = { host: 'smtp.sendgrid.net', port: 587, user: 'apikey' } as const;

/**
 * The tenant's TLS mode as nodemailer options. A mode saved before the choice existed (null) keeps the old
 * behaviour: implicit TLS on 465, otherwise STARTTLS when the server offers it.
 */
export function smtpTlsOptions(
  mode: string | null,
  port: number,
): { secure: boolean; requireTLS?: boolean; ignoreTLS?: boolean } {
  switch (mode) {
    case 'tls':
      return { secure: true };
    case 'starttls':
      return { secure: false, requireTLS: true };
    case 'none':
      return { secure: false, ignoreTLS: true };
    default:
      return { secure: port === 465 };
  }
}

const quoteName = (name: string) => `"${name.replace(/["\\\r\n]/g, '')}"`;
export const formatFrom = (name: string | null, address: string) =>
  name ? `${quoteName(name)} <${address}>` : address;

/** Reads the settings inside the caller's tenant transaction; null when the tenant configured nothing. */
export async function readTenantMailRoute(scope: TenantScope): Promise<TenantMailRoute | null> {
  const [settings] = await scope.tx
    .select()
    .from(communicationsSettings)
    .where(eq(communicationsSettings.tenantId, scope.tenantId));
  if (!settings) return null;
  const base = {
    fromName: settings.fromName,
    replyTo: settings.replyToEmail,
    signature: settings.emailSignature,
  };
  if (settings.emailProvider === 'smtp' && settings.smtpHost) {
    const password = decryptSecret(settings.smtpPassword, {
      tenantId: scope.tenantId,
      field: 'communications.smtpPassword',
    });
    const port = settings.smtpPort ?? 587;
    // A host the tenant chose: checked by the outbound-address rule at each send, failures told generally.
    const transport = createTenantSmtpTransport(
      {
        host: settings.smtpHost,
        port,
        ...smtpTlsOptions(settings.smtpTlsMode, port),
        ...(settings.smtpUsername ? { auth: { user: settings.smtpUsername, pass: password ?? '' } } : {}),
      },
      [password],
    );
    const address =
      settings.fromEmail ?? (settings.smtpUsername?.includes('@') ? settings.smtpUsername : null);
    return {
      ...base,
      transport,
      via: 'tenant_smtp',
      from: address ? formatFrom(settings.fromName, address) : null,
    };
  }
  if (settings.emailProvider === 'sendgrid' && settings.fromEmail) {
    const [sendgrid] = await scope.tx
      .select()
      .from(integrationSettings)
      .where(
        and(
          eq(integrationSettings.tenantId, scope.tenantId),
          eq(integrationSettings.integrationName, 'sendgrid'),
        ),
      );
    const key =
      sendgrid?.isEnabled &&
      decryptSecret(sendgrid.apiKey, { tenantId: scope.tenantId, field: 'integration.sendgrid.apiKey' });
    if (key) {
      const transport = createSmtpTransportFromOptions(
        { host: SENDGRID_SMTP.host, port: SENDGRID_SMTP.port, auth: { user: SENDGRID_SMTP.user, pass: key } },
        [key],
      );
      return { ...base, transport, via: 'sendgrid', from: formatFrom(settings.fromName, settings.fromEmail) };
    }
  }
  return { ...base, transport: null, via: 'server', from: null };
}

export function loadTenantMailRoute(db: Database, tenantId: string): Promise<TenantMailRoute | null> {
  return db.tenant({ tenantId, userId: null }, readTenantMailRoute);
}

/** The tenant's signature under the body: a plain-text "-- " block and an HTML paragraph. */
export function withSignature(
  body: { text: string; html?: string },
  signature: string | null,
): { text: string; html?: string } {
  if (!signature) return body;
  const html = body.html
    ? `${body.html}<p style="white-space:pre-line">${escapeHtml(signature)}</p>`
    : undefined;
  return { text: `${body.text}\n\n-- \n${signature}\n`, html };
}

/** The server's MAIL_FROM address with the tenant's display name. */
export function serverFromWithName(serverFrom: string, name: string | null): string {
  if (!name) return serverFrom;
  const address = /<([^>]+)>/.exec(serverFrom)?.[1] ?? serverFrom.trim();
  return formatFrom(name, address);
}
