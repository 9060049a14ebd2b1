import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants } from './platform';

export const generalSettingType = pgEnum('general_setting_type', ['text', 'number', 'boolean', 'json']);
export const businessType = pgEnum('business_type', [
  'hvac',
  'plumbing',
  'electrical',
  'general_contractor',
  'other',
]);

/** Custom roles (Admin Settings → Permissions); an active role named like a membership role replaces it. */
export const permissionRoles = pgTable(
  'permission_roles',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    role: text().notNull(),
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('permission_roles_role_key').on(t.tenantId, t.role),
  ],
);

export const generalSettings = pgTable(
  'general_settings',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    settingKey: text().notNull(),
    settingValue: text().notNull(),
    settingType: generalSettingType().notNull().default('text'),
    category: text(),
    description: text(),
    isPublic: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('general_settings_key_key').on(t.tenantId, t.settingKey),
    index('general_settings_category_idx').on(t.tenantId, t.category),
  ],
);

/** One row per tenant. */
export const companySettings = pgTable(
  'company_settings',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    companyName: text(),
    businessType: businessType(),
    address: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    phone: text(),
    email: text(),
    website: text(),
    taxId: text(),
    licenseNumber: text(),
    insurancePolicyNumber: text(),
    /** URL. */
    logo: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('company_settings_tenant_key').on(t.tenantId),
  ],
);

export const integrationSettings = pgTable(
  'integration_settings',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    /** Stored lowercase with underscores, e.g. inventory_sync. */
    integrationName: text().notNull(),
    isEnabled: boolean().notNull().default(false),
    apiKey: text(),
    apiSecret: text(),
    webhookUrl: text(),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    lastSyncAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('integration_settings_name_key').on(t.tenantId, t.integrationName),
  ],
);

/** One row per tenant. */
export const communicationsSettings = pgTable(
  'communications_settings',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    // An e-mail delivery provider name or 'smtp'.
    emailProvider: text().notNull().default('sendgrid'),
    smtpHost: text(),
    smtpPort: integer(),
    // 'none' | 'starttls' | 'tls'; null (saved before the choice existed): TLS on port 465, else STARTTLS if offered.
    smtpTlsMode: text(),
    smtpUsername: text(),
    smtpPassword: text(),
    fromEmail: text(),
    fromName: text(),
    replyToEmail: text(),
    emailSignature: text(),
    smsProvider: text(),
    smsApiKey: text(),
    smsFromNumber: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('communications_settings_tenant_key').on(t.tenantId),
  ],
);

/** One row per tenant. */
export const customerPortalSettings = pgTable(
  'customer_portal_settings',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    isEnabled: boolean().notNull().default(false),
    portalTitle: text().notNull().default('Customer Portal'),
    logoUrl: text(),
    primaryColor: text().notNull().default('#2563eb'),
    secondaryColor: text().notNull().default('#64748b'),
    allowQuoteRequests: boolean().notNull().default(true),
    allowInvoiceViewing: boolean().notNull().default(true),
    allowPayments: boolean().notNull().default(true),
    allowServiceHistory: boolean().notNull().default(true),
    allowAppointmentBooking: boolean().notNull().default(false),
    customCss: text(),
    welcomeMessage: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('customer_portal_settings_tenant_key').on(t.tenantId),
  ],
);
