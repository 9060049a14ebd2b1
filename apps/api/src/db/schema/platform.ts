import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';

export const tenantPlan = pgEnum('tenant_plan', ['basic', 'starter', 'pro', 'professional', 'enterprise']);
export const tenantStatus = pgEnum('tenant_status', ['active', 'suspended', 'pending', 'cancelled']);
export const billingStatus = pgEnum('billing_status', ['trial', 'active', 'past_due', 'cancelled']);
export const membershipRole = pgEnum('membership_role', ['owner', 'admin', 'manager', 'member']);
/**
 * An existing account invited into another organization stays `pending` until its owner accepts (the
 * invitation is a `membership_invitations` row); a pending membership grants nothing anywhere.
 */
export const membershipStatus = pgEnum('membership_status', ['pending', 'accepted']);

export const tenants = pgTable(
  'tenants',
  {
    id: idColumn().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    domain: text(),
    plan: tenantPlan().notNull().default('basic'),
    status: tenantStatus().notNull().default('active'),
    billingStatus: billingStatus().notNull().default('trial'),
    trialEndsAt: timestamp({ withTimezone: true }),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    billingAddressLine1: text(),
    billingAddressLine2: text(),
    billingCity: text(),
    billingState: text(),
    billingPostalCode: text(),
    billingCountry: text(),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tenants_slug_key').on(t.slug)],
);

export const users = pgTable(
  'users',
  {
    id: idColumn().primaryKey(),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    passwordHash: text(),
    isSuperAdmin: boolean().notNull().default(false),
    currentTenantId: uuid().references(() => tenants.id, { onDelete: 'set null' }),
    oidcIssuer: text(),
    oidcSubject: text(),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_key').on(t.oidcIssuer, t.oidcSubject),
  ],
);

/** User × tenant. The membership id is what the super-admin console removes. */
export const memberships = pgTable(
  'memberships',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: membershipRole().notNull().default('member'),
    /**
     * A custom role (Admin Settings → Permissions) given to this member; while it is active its permission
     * list replaces `role`'s table. Composite FK to permission_roles (hand-written in 0012, ON DELETE RESTRICT:
     * a role in use cannot be deleted). `role` stays the built-in fallback.
     */
    customRoleId: uuid(),
    isDefault: boolean().notNull().default(false),
    status: membershipStatus().notNull().default('accepted'),
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('memberships_tenant_user_key').on(t.tenantId, t.userId),
    index('memberships_user_idx').on(t.userId),
    index('memberships_custom_role_idx').on(t.tenantId, t.customRoleId),
  ],
);

/** Server-side sessions; the cookie carries a random token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    ipAddress: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use set-password links (invitations). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['invitation', 'password_reset'] }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const themeSetting = pgEnum('theme_setting', ['light', 'dark', 'system']);
export const businessHoursSetting = pgEnum('business_hours_setting', ['standard', 'extended', '24hours']);

/** Personal settings of one user (spec part 2, "Profile and personal settings"). */
export const userSettings = pgTable('user_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: themeSetting().notNull().default('light'),
  compactView: boolean().notNull().default(false),
  pushNotifications: boolean().notNull().default(true),
  emailUpdates: boolean().notNull().default(true),
  defaultServiceDuration: integer().notNull().default(2),
  businessHours: businessHoursSetting().notNull().default('standard'),
  updatedAt: updatedAt(),
});

/** Audit trail of tenant data, written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    entity: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    summary: text(),
    changes: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_log_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_entity_idx').on(t.tenantId, t.entity, t.entityId),
    // The live change feed of an area (GET /api/service-jobs/changes): its entities since a moment.
    index('audit_log_entity_recent_idx').on(t.tenantId, t.entity, t.createdAt),
    index('audit_log_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('audit_log_platform_recent_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Audit trail of platform records (users and tenants) changed from the super-admin console. */
export const platformAuditLog = pgTable(
  'platform_audit_log',
  {
    id: idColumn().primaryKey(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    entity: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    summary: text(),
    /**
     * The organization the entry concerns, if any. Not named tenant_id on purpose: this is a platform table
     * (no row-level security), and it has no foreign key so a deleted tenant's deletion record stays.
     */
    subjectTenantId: uuid(),
    changes: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('platform_audit_log_recent_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('platform_audit_log_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('platform_audit_log_tenant_idx').on(t.subjectTenantId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Platform-wide settings of the super-admin console: exactly one row (id = 1). */
export const platformSettings = pgTable('platform_settings', {
  id: integer().primaryKey().default(1),
  /** Preselected plan of the create-tenant form. */
  defaultPlan: tenantPlan().notNull().default('pro'),
  /** Whether super admins may enter organizations they are not a member of (the login-as-tenant link). */
  superAdminTenantAccess: boolean().notNull().default(true),
  /** Sender of platform e-mail (invitations); null means the MAIL_FROM setting. */
  emailFrom: text(),
  updatedAt: updatedAt(),
});

/**
 * One counter, moved on by triggers (migration 0023) whenever anything a signed-in request's authority is read
 * from changes: sessions removed, users, tenants, memberships, permission roles. A request that reuses a
 * session looked up earlier proves the counter is unchanged inside its own transaction (http/session-reuse.ts).
 */
export const authEpoch = pgTable('auth_epoch', {
  id: integer().primaryKey().default(1),
  epoch: bigint({ mode: 'number' }).notNull().default(0),
});

/** cancelled: a scheduled e-mail taken back before it went (a follow-up of a quote approved, an invoice paid). */
export const emailStatus = pgEnum('email_status', [
  'queued',
  'sending',
  'sent',
  'failed',
  'captured',
  'cancelled',
]);

/**
 * A portal sign-in link in an outbox message: the link record whose token the worker sets at delivery, and
 * the URL as the stored bodies show it (token redacted), which the delivered copy carries with the token.
 */
export interface OutboxCredential {
  kind: 'portal_link';
  linkId: string;
  url: string;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/** Durable e-mail outbox: rows are written with the change that causes them, then delivered by the worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    attachments: jsonb().$type<EmailAttachment[]>().notNull().default([]),
    status: emailStatus().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    relatedEntity: text(),
    relatedId: text(),
    /** The body holds a credential (a set-password link): tenant users see that it was sent, never its text. */
    confidential: boolean().notNull().default(false),
    /**
     * A sign-in link the bodies show with its token redacted: the worker mints the token when it hands the
     * message over (platform/mail/outbox-credentials.ts), so no token is ever stored, only its hash.
     */
    credential: jsonb().$type<OutboxCredential>(),
    /** An automation's e-mail (quote_follow_up, invoice_follow_up); null for every other e-mail. */
    kind: text(),
    /** One e-mail per automation event: the same key never queues twice (null: no such rule). */
    dedupeKey: text(),
    /** Why a scheduled e-mail was taken back (status cancelled). */
    cancelReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('email_outbox_dedupe_key').on(t.tenantId, t.dedupeKey),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_recent_idx').on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A document's e-mail history (quote, invoice, purchase order pages).
    index('email_outbox_related_idx').on(t.tenantId, t.relatedEntity, t.relatedId),
  ],
);

/**
 * An outbox message's status history: one row per status it entered (queued, sending, a retry back to queued
 * with the error, sent, failed, captured). Written by a trigger on email_outbox (migration 0040), so every
 * path that moves a message (enqueue, worker, resend) is recorded in the same transaction.
 */
export const emailEvents = pgTable(
  'email_events',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    emailId: uuid().notNull(),
    status: emailStatus().notNull(),
    /** Delivery attempts made when the message entered this status. */
    attempts: integer().notNull(),
    /** The error of the attempt that sent the message back to the queue or failed it. */
    error: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'email_events_email_id_fk',
      columns: [t.tenantId, t.emailId],
      foreignColumns: [emailOutbox.tenantId, emailOutbox.id],
    }).onDelete('cascade'),
    index('email_events_email_idx').on(t.tenantId, t.emailId, t.at),
  ],
);

/** Gap-free human numbers per tenant, kind and year (Q-2026-0001 …), bumped in the creating transaction. */
export const numberCounters = pgTable(
  'number_counters',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text({
      enum: ['quote', 'invoice', 'purchase_order', 'service_agreement', 'service_job'],
    }).notNull(),
    year: integer().notNull(),
    value: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.year] })],
);
