import { isIP } from 'node:net';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { OutboundAddressRefused, resolveOutboundHost } from '../outbound/outbound-address';
import { createSmtpTransportFromOptions, type MailTransport } from './mail-transport';

/**
 * A tenant's own SMTP server (Admin Settings → Communications). Its host is an address the tenant chose, so:
 * - at every send it is resolved and checked by the outbound-address rule, and the connection goes to the
 *   address that was checked (TLS still verifies the certificate for the host name);
 * - a failure is told in general terms (could not reach it, refused the password, refused the message), never
 *   with what the other end answered: otherwise the test e-mail would be a probe that reads the banner of
 *   whatever listens at a host and port of the tenant's choosing.
 */
export function createTenantSmtpTransport(
  options: SMTPTransport.Options & { host: string },
  secrets: Array<string | null | undefined>,
): MailTransport {
  return {
    async send(message) {
      let address: string;
      try {
        address = await resolveOutboundHost(options.host);
      } catch (err) {
        if (err instanceof OutboundAddressRefused) throw err;
        throw new Error(GENERIC.dns);
      }
      const servername = isIP(options.host) ? undefined : options.host;
      const transport = createSmtpTransportFromOptions(
        { ...options, host: address, tls: { ...options.tls, ...(servername ? { servername } : {}) } },
        secrets,
      );
      try {
        return await transport.send(message);
      } catch (err) {
        throw new Error(generalFailure(err));
      } finally {
        transport.close?.();
      }
    },
  };
}

const GENERIC = {
  dns: 'The mail server’s host name cannot be found',
  unreachable: 'Could not reach a mail server at this host and port',
  auth: 'The mail server did not accept the user name or password',
  envelope: 'The mail server refused the sender or a recipient address',
  message: 'The mail server did not accept the message',
  starttls: 'The mail server does not offer STARTTLS: choose TLS (implicit) or None as the TLS mode',
  certificate:
    'The mail server’s certificate is not valid for this host name or not from a trusted authority',
  notTls: 'The mail server did not answer with TLS: check the port and the TLS mode',
};

/** nodemailer's error code → what the tenant is told. */
function generalFailure(err: unknown): string {
  const code = String((err as { code?: unknown }).code ?? '');
  // nodemailer reports TLS failures as ESOCKET with the local TLS library's text (never the server's words).
  const text = err instanceof Error ? err.message : '';
  if (/certificate|self[- ]signed|unable to verify|altnames/i.test(text)) return GENERIC.certificate;
  if (/wrong version number|packet length too long|unknown protocol/i.test(text)) return GENERIC.notTls;
  switch (code) {
    case 'ETLS':
      return GENERIC.starttls;
    case 'EAUTH':
    case 'ENOAUTH':
      return GENERIC.auth;
    case 'EENVELOPE':
      return GENERIC.envelope;
    case 'EMESSAGE':
    case 'ESTREAM':
      return GENERIC.message;
    case 'EDNS':
      return GENERIC.dns;
    default:
      return GENERIC.unreachable;
  }
}
