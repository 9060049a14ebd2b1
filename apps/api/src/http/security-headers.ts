import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { contentSecurityPolicy, strictTransportSecurity } from 'helmet';

/**
 * Browser security headers from helmet (finding 6). The policy fits the built web app:
 * - scripts only from this origin (index.html has no inline script; the theme bootstrap is /theme-init.js)
 *   and Stripe.js, which the payment-method dialog loads from js.stripe.com and which frames its card
 *   fields from js.stripe.com / hooks.stripe.com and calls api.stripe.com;
 * - inline *styles* are allowed: Radix UI's scroll lock and popper positioning inject style elements and
 *   attributes, and Stripe Elements styles its frames; styles cannot run code;
 * - images also from https: (profile pictures from the sign-in provider) and data:/blob:;
 * - nobody may frame the app (frame-ancestors 'none', X-Frame-Options DENY), no MIME sniffing, the referrer
 *   only within this site (set-password links carry a token in the URL).
 * HSTS is sent only on HTTPS requests (browsers ignore it over http, and on http it would pin nothing).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://js.stripe.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'https://api.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  // Would rewrite http://localhost sub-resources to https during local use; HSTS covers real deployments.
  upgradeInsecureRequests: null,
};

const hsts = strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true });

/**
 * Helmet's headers with this policy, computed once: they do not depend on the request, and building the CSP
 * string on every request was measurable in the per-request profile (docs/development/performance.md).
 */
export function securityHeaders(): Array<[string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    // Stripe's 3-D Secure flow opens in frames; cross-origin isolation would break it.
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return [...headers];
}

const trackPagePolicies = new Map<string, string>();

/**
 * The tracking page's policy: the app's, plus the tile server's origin in img-src when TRACK_TILE_URL is set
 * (an http tile server in tests or on a private network is not covered by `https:`); without it, the app's
 * policy unchanged. Built once per tile URL.
 */
export function trackPagePolicy(tileUrl: string | undefined): string {
  const key = tileUrl ?? '';
  const known = trackPagePolicies.get(key);
  if (known) return known;
  const imgSrc = tileUrl
    ? [...CONTENT_SECURITY_POLICY.imgSrc, new URL(tileUrl.replace(/[{}]/g, '')).origin]
    : CONTENT_SECURITY_POLICY.imgSrc;
  let policy = '';
  contentSecurityPolicy({ useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, imgSrc } })(
    {} as IncomingMessage,
    { setHeader: (_name: string, value: string) => (policy = value) } as unknown as ServerResponse,
    () => {},
  );
  trackPagePolicies.set(key, policy);
  return policy;
}

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    // req.protocol is https only for a TLS socket, or from a proxy TRUST_PROXY names.
    if (req.protocol !== 'https') return done();
    hsts(req.raw, reply.raw, () => done());
  });
}
