import { z } from 'zod';
import { emailSchema } from './auth';
import { FEATURE_AREAS, PERMISSION_VALUES } from './permissions';
import { optionalPhone } from './phone';
import { optionalPostalCode } from './postal-code';
import { isIanaTimeZone, TIME_ZONE_MESSAGE } from './zone-clock';

/** Admin Settings (spec part 2, "Admin settings (six tabs)"): request and response shapes of /api/admin/*. */

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === '' ? null : v));

const optionalEmail = z
  .union([z.literal(''), z.null(), z.string().trim().pipe(emailSchema)])
  .optional()
  .transform((v) => (v === '' ? null : v));

// ---- 1. Permissions (custom roles) -----------------------------------------------------------------------

export const ROLE_MESSAGES = {
  required: 'Role name is required',
  taken: 'A role with this name already exists',
  owner: 'The owner role cannot be replaced by a custom role',
  inUse: (n: number) =>
    `This role is assigned to ${n} ${n === 1 ? 'user' : 'users'}. Give them another role before deleting it.`,
  escalation: 'You cannot grant permissions you do not have yourself',
  empty: 'No roles configured. Create your first role to get started.',
} as const;

const permissionRoleFields = {
  role: z
    .string({ error: ROLE_MESSAGES.required })
    .trim()
    .toLowerCase()
    .min(1, ROLE_MESSAGES.required)
    .max(60, 'Role name must be at most 60 characters'),
  permissions: z
    .array(z.enum(PERMISSION_VALUES as [string, ...string[]], { error: 'Unknown permission' }))
    .max(PERMISSION_VALUES.length),
  description: optionalText(500),
  isActive: z.boolean(),
};
export const permissionRoleBodySchema = z.object({
  ...permissionRoleFields,
  permissions: permissionRoleFields.permissions.default([]),
  isActive: permissionRoleFields.isActive.default(true),
});
export type PermissionRoleData = z.output<typeof permissionRoleBodySchema>;
/**
 * From the fields, not `permissionRoleBodySchema.partial()`: zod's partial keeps a field's default, so an
 * update naming only the description would empty the permissions and re-activate the role.
 */
export const permissionRolePatchSchema = z.object(permissionRoleFields).partial();
export type PermissionRolePatch = z.infer<typeof permissionRolePatchSchema>;

export const permissionRoleSchema = z.object({
  id: z.string(),
  role: z.string(),
  permissions: z.array(z.string()),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** Members holding this role. */
  userCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PermissionRole = z.infer<typeof permissionRoleSchema>;

export const PERMISSION_AREA_LABELS: Record<(typeof FEATURE_AREAS)[number], string> = {
  dashboard: 'Dashboard',
  clients: 'Clients',
  equipment: 'Equipment',
  quotes: 'Quotes',
  invoices: 'Invoices',
  scheduling: 'Scheduling',
  services: 'Services',
  inventory: 'Inventory',
  purchase_orders: 'Purchase Orders',
  payments: 'Payments',
  service_agreements: 'Service Agreements',
  dispatching: 'Dispatching',
  data_import: 'Data Import',
  data_export: 'Data Export',
  reports: 'Reports',
  admin: 'Admin',
  settings: 'Settings',
  messages: 'Messages',
  leads: 'Leads',
};

// ---- 2. General ------------------------------------------------------------------------------------------

export const GENERAL_SETTING_TYPES = ['text', 'number', 'boolean', 'json'] as const;
export type GeneralSettingType = (typeof GENERAL_SETTING_TYPES)[number];

export const GENERAL_MESSAGES = {
  keyRequired: 'Setting key is required',
  keyFormat: 'Use letters, digits, dots, dashes and underscores only',
  valueRequired: 'Setting value is required',
  number: 'Value must be a number',
  boolean: 'Value must be true or false',
  json: 'Value must be valid JSON',
  taken: 'A setting with this key already exists',
  empty: 'No settings configured. Add your first setting to get started.',
} as const;

/**
 * The value's problem for its type (and, for `timezone`, for what it means: an IANA zone), or null when it
 * fits. One rule for the form and the server.
 */
export function generalValueError(type: GeneralSettingType, value: string, key?: string): string | null {
  if (key === 'timezone' && !isIanaTimeZone(value.trim())) return TIME_ZONE_MESSAGE;
  if (type === 'number')
    return value.trim() !== '' && Number.isFinite(Number(value)) ? null : GENERAL_MESSAGES.number;
  if (type === 'boolean') return value === 'true' || value === 'false' ? null : GENERAL_MESSAGES.boolean;
  if (type === 'json') {
    try {
      JSON.parse(value);
      return null;
    } catch {
      return GENERAL_MESSAGES.json;
    }
  }
  return null;
}

export const generalSettingBodySchema = z
  .object({
    settingKey: z
      .string({ error: GENERAL_MESSAGES.keyRequired })
      .trim()
      .min(1, GENERAL_MESSAGES.keyRequired)
      .max(100)
      .regex(/^[A-Za-z0-9_.-]+$/, GENERAL_MESSAGES.keyFormat),
    settingValue: z
      .string({ error: GENERAL_MESSAGES.valueRequired })
      .min(1, GENERAL_MESSAGES.valueRequired)
      .max(10_000),
    settingType: z.enum(GENERAL_SETTING_TYPES).default('text'),
    category: optionalText(60),
    description: optionalText(500),
    isPublic: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const error = generalValueError(v.settingType, v.settingValue, v.settingKey);
    if (error) ctx.addIssue({ code: 'custom', path: ['settingValue'], message: error });
  });
export type GeneralSettingData = z.output<typeof generalSettingBodySchema>;

/** PATCH /api/admin/general/{settingKey}: the changed field (settingValue or isPublic), checked against the stored type. */
export const generalSettingPatchSchema = z.object({
  settingValue: z.string().min(1, GENERAL_MESSAGES.valueRequired).max(10_000).optional(),
  isPublic: z.boolean().optional(),
  category: optionalText(60),
  description: optionalText(500),
});
export type GeneralSettingPatch = z.infer<typeof generalSettingPatchSchema>;

export const generalSettingSchema = z.object({
  id: z.string(),
  settingKey: z.string(),
  settingValue: z.string(),
  settingType: z.enum(GENERAL_SETTING_TYPES),
  category: z.string().nullable(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  updatedAt: z.string(),
});
export type GeneralSetting = z.infer<typeof generalSettingSchema>;

/** GET/PUT /api/admin/time-zone — the organization's IANA zone (the general setting `timezone`). */
export const timeZoneBodySchema = z.object({
  timeZone: z.string({ error: TIME_ZONE_MESSAGE }).trim().refine(isIanaTimeZone, TIME_ZONE_MESSAGE),
});
export const organizationTimeZoneSchema = z.object({
  /** The zone the organization runs on (UTC when none is set). */
  timeZone: z.string(),
  /** Whether it was chosen (false: the UTC fallback). */
  chosen: z.boolean(),
  /** Jobs scheduled from now on that are not cancelled or completed: a change moves them on the calendar. */
  upcomingJobs: z.number(),
});
export type OrganizationTimeZone = z.infer<typeof organizationTimeZoneSchema>;

// ---- 3. Company ------------------------------------------------------------------------------------------

export const BUSINESS_TYPES = ['hvac', 'plumbing', 'electrical', 'general_contractor', 'other'] as const;
export const BUSINESS_TYPE_LABELS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  hvac: 'HVAC',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  general_contractor: 'General Contractor',
  other: 'Other',
};

export const companySettingsBodySchema = z.object({
  companyName: optionalText(200),
  businessType: z.enum(BUSINESS_TYPES).nullish(),
  address: optionalText(300),
  city: optionalText(100),
  state: optionalText(100),
  zipCode: optionalPostalCode(20),
  phone: optionalPhone(40),
  email: optionalEmail,
  website: optionalText(300),
  taxId: optionalText(60),
  licenseNumber: optionalText(60),
  insurancePolicyNumber: optionalText(60),
});
export type CompanySettingsData = z.output<typeof companySettingsBodySchema>;

export const companySettingsSchema = z.object({
  id: z.string(),
  companyName: z.string().nullable(),
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  taxId: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  insurancePolicyNumber: z.string().nullable(),
  /** A data: URL of the uploaded image, or null. */
  logo: z.string().nullable(),
  updatedAt: z.string(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const LOGO_MESSAGES = {
  type: 'The logo must be a PNG or JPEG image',
  size: 'The logo must be at most 512 KB',
  missing: 'Choose an image file',
} as const;
export const logoUploadSchema = z.object({
  contentType: z.enum(LOGO_TYPES, { error: LOGO_MESSAGES.type }),
  /** base64 of the file */
  data: z.string({ error: LOGO_MESSAGES.missing }).min(1, LOGO_MESSAGES.missing),
});
export type LogoUpload = z.infer<typeof logoUploadSchema>;

// ---- 4. Integrations -------------------------------------------------------------------------------------

/** The nine known integrations (spec part 2 point 3), stored lowercase with underscores. */
export const INTEGRATIONS = [
  {
    name: 'stripe',
    label: 'Stripe',
    description: 'Card payments and saved cards for this organization',
    apiKeyLabel: 'Publishable key',
    apiSecretLabel: 'Secret key',
  },
  {
    name: 'sendgrid',
    label: 'SendGrid',
    description: 'E-mail delivery (Communications → provider SendGrid)',
    apiKeyLabel: 'API key',
    apiSecretLabel: null,
  },
  {
    name: 'quickbooks',
    label: 'QuickBooks',
    description: 'Accounting: invoices and payments',
    apiKeyLabel: 'Client ID',
    apiSecretLabel: 'Client secret',
  },
  {
    name: 'google_calendar',
    label: 'Google Calendar',
    description: 'Calendar sync of scheduled jobs',
    apiKeyLabel: 'API key',
    apiSecretLabel: 'Client secret',
  },
  {
    name: 'twilio',
    label: 'Twilio',
    description: 'SMS reminders and notifications',
    apiKeyLabel: 'Account SID',
    apiSecretLabel: 'Auth token',
  },
  {
    name: 'zapier',
    label: 'Zapier',
    description: 'Automation: send events to your Zaps',
    apiKeyLabel: 'API key',
    apiSecretLabel: null,
  },
  {
    name: 'google_maps',
    label: 'Google Maps',
    description: 'Maps, address lookup and routing',
    apiKeyLabel: 'API key',
    apiSecretLabel: null,
  },
  {
    name: 'openweather',
    label: 'OpenWeather',
    description: 'Weather forecasts for scheduled jobs',
    apiKeyLabel: 'API key',
    apiSecretLabel: null,
  },
  {
    name: 'inventory_sync',
    label: 'Inventory Sync',
    description: 'Parts stock sync with your supplier',
    apiKeyLabel: 'API key',
    apiSecretLabel: 'API secret',
  },
] as const;
/**
 * The cards the Integrations tab shows: those that take effect (Stripe, SendGrid, Twilio). The others did
 * nothing and are not offered (issue 34 item 9: a setting the app shows takes effect): Google Maps (address
 * lookup is the server's GOOGLE_PLACES_API_KEY), OpenWeather and Inventory Sync; Google Calendar became the
 * Calendar feeds card (subscription URLs any calendar app reads), Zapier the API keys card; QuickBooks returns
 * with the sync that makes it work (issue 30). The API still accepts and returns every record.
 */
export const OFFERED_INTEGRATIONS = INTEGRATIONS.filter((i) =>
  ['stripe', 'sendgrid', 'twilio'].includes(i.name),
);

export const INTEGRATION_NAMES = INTEGRATIONS.map((i) => i.name) as unknown as readonly [
  (typeof INTEGRATIONS)[number]['name'],
  ...(typeof INTEGRATIONS)[number]['name'][],
];

/** A secret field: a string sets it, null or '' clears it, absent leaves it as is. */
const secretInput = z
  .string()
  .trim()
  .max(500, 'Must be at most 500 characters')
  .nullish()
  .transform((v) => (v === '' ? null : v));

const webhookUrl = z
  .union([z.literal(''), z.null(), z.url({ error: 'Enter a valid URL', protocol: /^https?$/ })])
  .optional()
  .transform((v) => (v === '' ? null : v));

const integrationFields = {
  isEnabled: z.boolean(),
  apiKey: secretInput,
  apiSecret: secretInput,
  webhookUrl,
};
export const integrationCreateSchema = z.object({
  integrationName: z.enum(INTEGRATION_NAMES, { error: 'Unknown integration' }),
  ...integrationFields,
  isEnabled: integrationFields.isEnabled.default(false),
});
export type IntegrationCreateData = z.output<typeof integrationCreateSchema>;
/** From the fields, not the create schema's partial (which keeps `isEnabled`'s default): saving keys leaves the switch. */
export const integrationPatchSchema = z.object(integrationFields).partial();
export type IntegrationPatchData = z.output<typeof integrationPatchSchema>;

export const integrationSettingSchema = z.object({
  id: z.string(),
  integrationName: z.string(),
  isEnabled: z.boolean(),
  /** Masked: the last 4 characters only. */
  apiKey: z.string().nullable(),
  apiSecret: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
  lastSyncAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type IntegrationSetting = z.infer<typeof integrationSettingSchema>;

// ---- 5. Communications -----------------------------------------------------------------------------------

export const EMAIL_PROVIDERS = ['sendgrid', 'smtp'] as const;
/**
 * How the connection to the organization's SMTP server is secured: none (plain, never upgraded), STARTTLS
 * (plain first, upgraded before anything is sent — refused when the server does not offer it) or TLS (encrypted
 * from the first byte, "implicit TLS", usually port 465 but any port).
 */
export const SMTP_TLS_MODES = ['none', 'starttls', 'tls'] as const;
export type SmtpTlsMode = (typeof SMTP_TLS_MODES)[number];
/** Settings saved before the choice existed: TLS on port 465, otherwise STARTTLS when offered. */
export const defaultSmtpTlsMode = (port: number | null | undefined): SmtpTlsMode =>
  port === 465 ? 'tls' : 'starttls';
export const SMS_PROVIDERS = ['twilio', 'other'] as const;

export const communicationsBodySchema = z.object({
  emailProvider: z.enum(EMAIL_PROVIDERS).optional(),
  smtpHost: optionalText(253),
  smtpPort: z.preprocess(
    (v) => (v === '' || v === null ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'SMTP port must be a number' })
      .int('SMTP port must be a number')
      .min(1, 'SMTP port must be between 1 and 65535')
      .max(65535, 'SMTP port must be between 1 and 65535')
      .nullish(),
  ),
  smtpTlsMode: z.enum(SMTP_TLS_MODES, { error: 'Choose None, STARTTLS or TLS' }).nullish(),
  smtpUsername: optionalText(200),
  smtpPassword: secretInput,
  fromEmail: optionalEmail,
  fromName: optionalText(100),
  replyToEmail: optionalEmail,
  emailSignature: optionalText(2000),
  smsProvider: z
    .union([z.enum(SMS_PROVIDERS), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' ? null : v)),
  smsApiKey: secretInput,
  smsFromNumber: optionalText(30),
});
export type CommunicationsData = z.output<typeof communicationsBodySchema>;

export const communicationsSettingsSchema = z.object({
  id: z.string(),
  emailProvider: z.string(),
  smtpHost: z.string().nullable(),
  smtpPort: z.number().nullable(),
  /** null: saved before the choice existed (see defaultSmtpTlsMode). */
  smtpTlsMode: z.enum(SMTP_TLS_MODES).nullable(),
  smtpUsername: z.string().nullable(),
  /** Masked. */
  smtpPassword: z.string().nullable(),
  fromEmail: z.string().nullable(),
  fromName: z.string().nullable(),
  replyToEmail: z.string().nullable(),
  emailSignature: z.string().nullable(),
  smsProvider: z.string().nullable(),
  /** Masked. */
  smsApiKey: z.string().nullable(),
  smsFromNumber: z.string().nullable(),
  updatedAt: z.string(),
});
export type CommunicationsSettings = z.infer<typeof communicationsSettingsSchema>;

export const testEmailBodySchema = z.object({
  to: z.string({ error: 'Please enter a valid email address' }).trim().pipe(emailSchema),
});
export const testEmailResultSchema = z.object({
  delivered: z.boolean(),
  /** The SMTP server's answer (or the capture note when no server is configured). */
  response: z.string(),
  via: z.enum(['tenant_smtp', 'sendgrid', 'server_smtp', 'captured']),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

// ---- 6. Customer portal ----------------------------------------------------------------------------------

export const PORTAL_DEFAULTS = {
  isEnabled: false,
  portalTitle: 'Customer Portal',
  logoUrl: null,
  primaryColor: '#2563eb',
  secondaryColor: '#64748b',
  allowQuoteRequests: true,
  allowInvoiceViewing: true,
  allowPayments: true,
  allowServiceHistory: true,
  allowAppointmentBooking: false,
  customCss: null,
  welcomeMessage: null,
} as const;

const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour like #2563eb');

export const customerPortalBodySchema = z.object({
  isEnabled: z.boolean().optional(),
  portalTitle: z.string().trim().min(1, 'Portal title is required').max(100).optional(),
  logoUrl: z
    .union([z.literal(''), z.null(), z.url({ error: 'Enter a valid URL', protocol: /^https?$/ })])
    .optional()
    .transform((v) => (v === '' ? null : v)),
  primaryColor: color.optional(),
  secondaryColor: color.optional(),
  allowQuoteRequests: z.boolean().optional(),
  allowInvoiceViewing: z.boolean().optional(),
  allowPayments: z.boolean().optional(),
  allowServiceHistory: z.boolean().optional(),
  allowAppointmentBooking: z.boolean().optional(),
  customCss: optionalText(20_000),
  welcomeMessage: optionalText(2000),
});
export type CustomerPortalData = z.output<typeof customerPortalBodySchema>;

export const customerPortalSettingsSchema = z.object({
  /** null while nothing is saved: the defaults are shown. */
  id: z.string().nullable(),
  isEnabled: z.boolean(),
  portalTitle: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  allowQuoteRequests: z.boolean(),
  allowInvoiceViewing: z.boolean(),
  allowPayments: z.boolean(),
  allowServiceHistory: z.boolean(),
  allowAppointmentBooking: z.boolean(),
  customCss: z.string().nullable(),
  welcomeMessage: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type CustomerPortalSettings = z.infer<typeof customerPortalSettingsSchema>;

/** Toasts of spec §8 for these tabs. */
export const SETTINGS_TOASTS = {
  roleCreated: 'Role created successfully',
  roleUpdated: 'Role updated successfully',
  roleDeleted: 'Role deleted successfully',
  roleCreateFailed: 'Failed to create role',
  roleUpdateFailed: 'Failed to update role',
  roleDeleteFailed: 'Failed to delete role',
  settingCreated: 'Setting created successfully',
  settingUpdated: 'Setting updated successfully',
  settingDeleted: 'Setting deleted successfully',
  settingCreateFailed: 'Failed to create setting',
  settingUpdateFailed: 'Failed to update setting',
  settingDeleteFailed: 'Failed to delete setting',
  companyUpdated: 'Company details updated successfully',
  companyFailed: 'Failed to update company details',
  integrationCreated: 'Integration created successfully',
  integrationUpdated: 'Integration updated successfully',
  integrationFailed: 'Failed to update integration',
  communicationsUpdated: 'Communication settings updated successfully',
  communicationsFailed: 'Failed to update communication settings',
  portalUpdated: 'Customer portal settings updated successfully',
  portalFailed: 'Failed to update customer portal settings',
} as const;
