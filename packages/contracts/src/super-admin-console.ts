import { z } from 'zod';
import { pageQuerySchema } from './paging';
import { OFFERED_TENANT_PLANS, TENANT_PLANS } from './super-admin';

/** Dashboard, health, metrics, activity and platform settings of the super-admin console (spec part 2). */

export const HEALTH_STATUSES = ['healthy', 'warning', 'critical'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/**
 * Thresholds of the health statuses (documented in docs/user/super-admin.md). Above `warning` → warning, above
 * `critical` → critical.
 */
export const HEALTH_THRESHOLDS = {
  databaseResponseMs: { warning: 200, critical: 1000 },
  connectionsPercent: { warning: 80, critical: 95 },
  memoryPercent: { warning: 80, critical: 95 },
  /** share of 5xx answers over the last 5 minutes */
  errorRatePercent: { warning: 5, critical: 20 },
  /** e-mails given up after every retry, in the last 24 hours: any is a warning */
  failedEmails24h: { warning: 0 },
} as const;

export const dashboardSchema = z.object({
  overview: z.object({
    totalTenants: z.number(),
    activeTenants: z.number(),
    tenantsWithRecentActivity: z.number(),
    totalUsers: z.number(),
  }),
  systemHealth: z.object({
    database: z.object({
      status: z.enum(HEALTH_STATUSES),
      engine: z.enum(['pglite', 'postgres']),
      responseTime: z.number(),
      connections: z.number(),
      maxConnections: z.number(),
      databaseSize: z.string(),
      databaseSizeBytes: z.number(),
      tableCount: z.number(),
    }),
    server: z.object({
      status: z.enum(HEALTH_STATUSES),
      uptime: z.number(),
      memory: z.object({ used: z.number(), total: z.number(), percentage: z.number() }),
      nodeVersion: z.string(),
    }),
    platform: z.object({
      status: z.enum(HEALTH_STATUSES),
      responseTime: z.number(),
      timestamp: z.string(),
      /** Why the status is not healthy, in words. */
      reasons: z.array(z.string()),
      failedEmails24h: z.number(),
      errorRate: z.number(),
    }),
  }),
});
export type AdminDashboard = z.infer<typeof dashboardSchema>;

export const metricsSchema = z.object({
  timestamp: z.string(),
  uptimeSeconds: z.number(),
  requests: z.object({
    total: z.number(),
    perMinute: z.number(),
    /** percent of 5xx over the last 5 minutes */
    errorRate: z.number(),
    /** ms, last 5 minutes */
    p95Latency: z.number(),
  }),
  emails: z.object({
    queued: z.number(),
    sending: z.number(),
    failed: z.number(),
    sent: z.number(),
    captured: z.number(),
  }),
  jobs: z.array(
    z.object({ job: z.string(), runs: z.number(), failures: z.number(), lastRunAt: z.string().nullable() }),
  ),
  routes: z.array(
    z.object({
      method: z.string(),
      route: z.string(),
      requests: z.number(),
      serverErrors: z.number(),
      avgMs: z.number(),
    }),
  ),
  series: z.array(
    z.object({
      minute: z.string(),
      requests: z.number(),
      serverErrors: z.number(),
      avgMs: z.number(),
      p95Ms: z.number(),
    }),
  ),
});
export type AdminMetrics = z.infer<typeof metricsSchema>;

const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const activityQuerySchema = pageQuerySchema.extend({
  tenantId: z
    .uuid({ error: 'Choose a tenant' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  userId: z
    .uuid({ error: 'Choose a user' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  entity: z.string().trim().max(50).optional(),
  action: z.string().trim().max(50).optional(),
  /** inclusive, UTC dates */
  from: dateOnly,
  to: dateOnly,
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  /** platform: the console's own log (tenants, users, sign-ins); tenant: an organization's log */
  scope: z.enum(['platform', 'tenant']),
  tenantId: z.string().nullable(),
  tenantName: z.string().nullable(),
  tenantSlug: z.string().nullable(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  actorIsSuperAdmin: z.boolean(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  summary: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const membershipEventSchema = z.object({
  at: z.string(),
  action: z.enum(['added', 'role_changed', 'removed']),
  tenantId: z.string(),
  tenantName: z.string().nullable(),
  role: z.string().nullable(),
  previousRole: z.string().nullable(),
  byEmail: z.string().nullable(),
});

export const userActivitySummarySchema = z.object({
  overview: z.object({
    signIns30d: z.number(),
    failedSignIns30d: z.number(),
    changes30d: z.number(),
    lastSignInAt: z.string().nullable(),
    lastActivityAt: z.string().nullable(),
    tenantCount: z.number(),
  }),
  membershipTimeline: z.array(membershipEventSchema),
});
export type UserActivitySummary = z.infer<typeof userActivitySummarySchema>;
export type MembershipEvent = z.infer<typeof membershipEventSchema>;

export const TENANT_DELETE_CONFIRM_MISMATCH = 'Type the tenant slug exactly to confirm deletion';
export const tenantDeleteSchema = z.object({
  confirm_slug: z
    .string({ error: TENANT_DELETE_CONFIRM_MISMATCH })
    .trim()
    .min(1, TENANT_DELETE_CONFIRM_MISMATCH),
});
/** Billing statuses of a subscription that is being paid for (or owed): such a tenant cannot be deleted. */
export const PAID_BILLING_STATUSES = ['active', 'past_due'] as const;

export const EMAIL_FROM_INVALID = 'Enter an e-mail address or "Name <address>"';
export const platformSettingsSchema = z.object({
  defaultPlan: z.enum(OFFERED_TENANT_PLANS, { error: 'Plan is required' }),
  superAdminTenantAccess: z.boolean(),
  /** null: the server's MAIL_FROM */
  emailFrom: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^([^<>]+<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(v), EMAIL_FROM_INVALID),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export const platformSettingsViewSchema = platformSettingsSchema.extend({
  /** A row saved before the older plans were withdrawn may still hold one. */
  defaultPlan: z.enum(TENANT_PLANS),
  /** The sender used when emailFrom is empty. */
  defaultEmailFrom: z.string(),
  updatedAt: z.string(),
});
export type PlatformSettingsView = z.infer<typeof platformSettingsViewSchema>;
