import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Who is calling, as stored on sessions: req.ip is the socket's address unless TRUST_PROXY names the proxy. */
export function clientInfo(req: FastifyRequest) {
  return { userAgent: req.headers['user-agent'], ipAddress: req.ip };
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;
const LOOPBACK_ADDRESS = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

export const PUBLIC_URL_REQUIRED =
  'Links cannot be e-mailed: set PUBLIC_URL to the address users reach the app at.';

/**
 * Absolute base URL for links in e-mails and OIDC callbacks: PUBLIC_URL only. The Host and X-Forwarded-Host
 * headers are chosen by the caller, so without PUBLIC_URL a link is built only for a request that really
 * came from this machine to a loopback address (local development); anything else is refused with 503.
 */
export function publicBaseUrl(req: FastifyRequest): string {
  const configured = req.server.env.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const host = req.headers.host ?? '';
  if (LOOPBACK_HOST.test(host) && LOOPBACK_ADDRESS.test(req.socket.remoteAddress ?? '')) {
    return `http://${host}`;
  }
  throw new AppError('UNAVAILABLE', PUBLIC_URL_REQUIRED);
}
