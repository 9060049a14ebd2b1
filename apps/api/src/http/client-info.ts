import type { FastifyRequest } from 'fastify';

export function clientInfo(req: FastifyRequest) {
  return { userAgent: req.headers['user-agent'], ipAddress: req.ip };
}

/** Absolute base URL for links in e-mails: PUBLIC_URL when set, else the address the request came to. */
export function publicBaseUrl(req: FastifyRequest): string {
  return process.env.PUBLIC_URL || `${req.protocol}://${req.host}`;
}
