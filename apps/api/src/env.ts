import path from 'node:path';
import { z } from 'zod';

/** Configuration comes from the environment only (12-factor); validated once at boot. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** The address users reach the app at; every e-mailed link is built from it (see publicBaseUrl). */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://app.example.com' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BOOTSTRAP_ADMIN_EMAIL: z.string().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().optional(),
  OIDC_ISSUER_URL: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_ALLOW_INSECURE: z.enum(['true', 'false']).default('false'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tradeworks <no-reply@tradeworks.local>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The signing secret of POST /api/webhooks/stripe; without it webhooks are refused. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Twilio's REST API (a local stand-in in tests); the server-wide account for organizations without their own. */
  TWILIO_API_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The server-wide sending number (E.164) or Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().optional(),
  /**
   * A map tile server for the public tracking page ({z}/{x}/{y} template, e.g.
   * https://tile.example.org/{z}/{x}/{y}.png): with it the page shows a small map of the technician's
   * approximate position, and its CSP allows that host's images. Unset: no map (docs/operations/tracking-map.md).
   */
  TRACK_TILE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL with {z}, {x} and {y}' })
    .refine((v) => ['{z}', '{x}', '{y}'].every((p) => decodeURI(v).includes(p)), {
      error: 'must contain {z}, {x} and {y}',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The credit the tile server's terms ask for, shown under the map (e.g. "© OpenStreetMap contributors"). */
  TRACK_TILE_ATTRIBUTION: z.string().max(200).optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  GOOGLE_MAPS_API_BASE: z.string().optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST_DIR: z.string().optional(),
  /** Straight-line route planning: road distance ÷ straight-line distance, and the average driving speed. */
  ROUTE_CIRCUITY_FACTOR: z.coerce.number().positive('must be a positive number').default(1.3),
  ROUTE_AVERAGE_SPEED_KMH: z.coerce.number().positive('must be a positive number').default(40),
  /** npm run demo refuses a DATABASE_URL unless this is 'true' (it writes sample data into that database). */
  DEMO_ALLOW_DATABASE_URL: z.enum(['true', 'false']).default('false'),
  /** Server processes sharing the port (node:cluster); more than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** How long a shutdown may drain requests and the outbox before the process gives up (exit 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),

  // Master key of secrets at rest (integration keys, SMTP password); else DATA_DIR/secret.key is generated.
  APP_SECRET_KEY: z.string().min(32, 'APP_SECRET_KEY must be at least 32 characters').optional(),

  METRICS_TOKEN: z.string().optional(),
  /** Requests one API key may make per minute in one process (http/api-key-rate-limit.ts); over it: 429. */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * 'true' lets addresses a tenant sets (its SMTP host, webhook URLs) be loopback, link-local or private
   * (platform/outbound/outbound-address.ts): for tests and servers on a private network.
   */
  OUTBOUND_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /**
   * 'true' lets webhook endpoints use http:// (a local receiver in tests and development); otherwise
   * https:// only. Private targets still need OUTBOUND_ALLOW_PRIVATE.
   */
  WEBHOOK_ALLOW_HTTP: z.enum(['true', 'false']).default('false'),
  /** Which forwarded headers to believe (see trustProxySetting): off by default. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => parseTrustProxy(v) !== undefined, {
      error: 'must be false, a hop count (1) or a comma-separated list of proxy addresses/CIDRs',
    }),
});

export type Env = z.infer<typeof envSchema>;

/** `defaults` stand in for settings the environment leaves unset or empty (npm run demo's own DATA_DIR). */
export function loadEnv(
  source: NodeJS.ProcessEnv = process.env,
  defaults: Partial<Record<keyof Env, string>> = {},
): Env {
  const merged: Record<string, string | undefined> = { ...source };
  for (const [key, value] of Object.entries(defaults)) if (!merged[key]) merged[key] = value;
  const parsed = envSchema.safeParse(merged);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * A path from the configuration, relative to where the user ran npm (INIT_CWD) rather than the workspace
 * folder npm switches to, so `DATA_DIR=./data` means the repository's ./data, as
 * docs/operations/configuration.md says.
 */
export function resolveUserPath(value: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
}

/**
 * TRUST_PROXY → Fastify's `trustProxy`. 'false' (default): X-Forwarded-* are ignored and the socket is the
 * client. A number: that many proxy hops in front of the app are trusted. A list ("10.0.0.1,10.1.0.0/16"):
 * only those proxy addresses. "true" (trust anyone) is refused on purpose: it lets any client choose its IP,
 * protocol and host.
 */
export function parseTrustProxy(value: string): false | number | string[] | undefined {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const address = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;
  return list.length && list.every((a) => address.test(a)) ? list : undefined;
}
