import { z } from 'zod';
import { emailSchema, passwordSchema, slugSchema } from './auth';
import { MEMBERSHIP_ROLES } from './permissions';

/** Request and response shapes of /api/super-admin (spec part 2, points 3, 5 and 7); bodies are snake_case there. */

/** Every plan a tenant row may hold: starter and professional are older plans the list still styles. */
export const TENANT_PLANS = ['basic', 'starter', 'pro', 'professional', 'enterprise'] as const;
/** The plans the spec's tenant schema has: the only ones a new tenant (or the platform default) can get. */
export const OFFERED_TENANT_PLANS = ['basic', 'pro', 'enterprise'] as const;
export const TENANT_STATUSES = ['active', 'suspended', 'pending', 'cancelled'] as const;
export const BILLING_STATUSES = ['trial', 'active', 'past_due', 'cancelled'] as const;

export const EMAIL_INVALID = 'Please enter a valid email address';

/** A non-empty trimmed string; a missing value gets the same message as an empty one. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A value list whose empty or missing value reads `required` (the spec's message), anything else lists the choices. */
const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input == null || issue.input === '' ? required : `Must be one of: ${values.join(', ')}`,
  });

/** Optional text: absent stays absent (no change), '' or null clears it. */
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === '' ? null : v));

const requiredEmail = z.string({ error: EMAIL_INVALID }).pipe(emailSchema);
/** A form's empty password field means "send an invitation instead". */
const optionalPassword = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  passwordSchema.optional(),
);

export const membershipRoleSchema = requiredChoice(MEMBERSHIP_ROLES, 'Role is required');

// ---- Tenants --------------------------------------------------------------------------------------------

/** Every tenant field without defaults; create adds the defaults, edit makes it partial. */
const tenantFieldsSchema = z.object({
  name: requiredText('Company name is required'),
  slug: z.string({ error: 'Slug is required' }).pipe(slugSchema),
  domain: optionalText(253),
  plan: requiredChoice(TENANT_PLANS, 'Plan is required'),
  status: requiredChoice(TENANT_STATUSES, 'Status is required'),
  billing_status: requiredChoice(BILLING_STATUSES, 'Billing status is required'),
  billing_address_line1: optionalText(),
  billing_address_line2: optionalText(),
  billing_city: optionalText(100),
  billing_state: optionalText(100),
  billing_postal_code: optionalText(20),
  billing_country: optionalText(100),
});

export const tenantCreateSchema = tenantFieldsSchema.extend({
  plan: requiredChoice(OFFERED_TENANT_PLANS, 'Plan is required').default('pro'),
  status: tenantFieldsSchema.shape.status.default('active'),
  billing_status: tenantFieldsSchema.shape.billing_status.default('trial'),
});
export type TenantCreateBody = z.input<typeof tenantCreateSchema>;
export type TenantCreateData = z.output<typeof tenantCreateSchema>;

/** PATCH: every field optional, but name, slug, plan and status may not be emptied. A tenant on an older
 * plan keeps it through an edit (the form offers it beside the current plans). */
export const tenantUpdateSchema = tenantFieldsSchema.partial().extend({
  name: requiredText('Organization name is required').optional(),
  slug: z
    .string({ error: 'Subdomain is required' })
    .trim()
    .min(1, 'Subdomain is required')
    .pipe(slugSchema)
    .optional(),
});
export type TenantUpdateBody = z.input<typeof tenantUpdateSchema>;
export type TenantUpdateData = z.output<typeof tenantUpdateSchema>;

export const tenantStatsSchema = z.object({
  users: z.number(),
  clients: z.number(),
  serviceJobs: z.number(),
});

export const superAdminTenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  domain: z.string().nullable(),
  plan: z.enum(TENANT_PLANS),
  status: z.enum(TENANT_STATUSES),
  billing_status: z.enum(BILLING_STATUSES),
  trial_ends_at: z.string().nullable(),
  stripe_customer_id: z.string().nullable(),
  stripe_subscription_id: z.string().nullable(),
  billing_address_line1: z.string().nullable(),
  billing_address_line2: z.string().nullable(),
  billing_city: z.string().nullable(),
  billing_state: z.string().nullable(),
  billing_postal_code: z.string().nullable(),
  billing_country: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
  stats: tenantStatsSchema,
});
export type SuperAdminTenant = z.infer<typeof superAdminTenantSchema>;

// ---- Users inside a tenant ------------------------------------------------------------------------------

export const tenantUserCreateSchema = z.object({
  email: requiredEmail,
  first_name: requiredText('First name is required'),
  last_name: requiredText('Last name is required'),
  role: membershipRoleSchema.default('member'),
  password: optionalPassword,
});
export type TenantUserCreateBody = z.input<typeof tenantUserCreateSchema>;
export type TenantUserCreateData = z.output<typeof tenantUserCreateSchema>;

/** PUT …/users/{userId}: names and role are required (no default role, so nothing changes by omission). */
export const tenantUserUpdateSchema = tenantUserCreateSchema
  .pick({ first_name: true, last_name: true })
  .extend({ role: membershipRoleSchema });
export type TenantUserUpdateBody = z.input<typeof tenantUserUpdateSchema>;
export type TenantUserUpdateData = z.output<typeof tenantUserUpdateSchema>;

export const addExistingUserSchema = z.object({
  userId: z.uuid({ error: 'A user must be selected' }),
  role: membershipRoleSchema.default('member'),
});
export type AddExistingUserBody = z.input<typeof addExistingUserSchema>;
export type AddExistingUserData = z.output<typeof addExistingUserSchema>;

export const tenantUserSchema = z.object({
  id: z.string(),
  membership_id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(MEMBERSHIP_ROLES),
  is_default: z.boolean(),
  joined_at: z.string(),
  last_login: z.string().nullable(),
});
export type TenantUser = z.infer<typeof tenantUserSchema>;

// ---- Platform users -------------------------------------------------------------------------------------

export const tenantAssignmentSchema = z.object({
  tenant_id: z.uuid({ error: 'A tenant must be chosen' }),
  role: membershipRoleSchema.default('member'),
});

export const userCreateWithTenantsSchema = tenantUserCreateSchema
  .omit({ role: true })
  .extend({
    is_super_admin: z.boolean().default(false),
    tenant_assignments: z.array(tenantAssignmentSchema).max(100).default([]),
  })
  .refine((b) => new Set(b.tenant_assignments.map((a) => a.tenant_id)).size === b.tenant_assignments.length, {
    message: 'Each tenant can be assigned only once',
    path: ['tenant_assignments'],
  });
export type UserCreateWithTenantsBody = z.input<typeof userCreateWithTenantsSchema>;
export type UserCreateWithTenantsData = z.output<typeof userCreateWithTenantsSchema>;

/** PUT /users/{id}: names optional ('' clears), current_tenant_id 'none' or absent means no default. */
export const userUpdateSchema = tenantUserCreateSchema.pick({ email: true }).extend({
  first_name: optionalText(100),
  last_name: optionalText(100),
  is_super_admin: z.boolean().optional(),
  current_tenant_id: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v && v !== 'none' ? v : null))
    .pipe(z.uuid({ error: 'Choose an organization or none' }).nullable()),
});
export type UserUpdateBody = z.input<typeof userUpdateSchema>;
export type UserUpdateData = z.output<typeof userUpdateSchema>;

export const platformUserTenantSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  isDefault: z.boolean(),
  joinedAt: z.string(),
});

export const platformUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isSuperAdmin: z.boolean(),
  currentTenantId: z.string().nullable(),
  createdAt: z.string(),
  lastLoginDate: z.string().nullable(),
  tenants: z.array(platformUserTenantSchema),
});
export type PlatformUser = z.infer<typeof platformUserSchema>;
export type PlatformUserTenant = z.infer<typeof platformUserTenantSchema>;

/** create-with-tenants: without a password and without a tenant there is no outbox, so the link comes back. */
export const createdPlatformUserSchema = platformUserSchema.extend({
  invitationSent: z.boolean(),
  invitationUrl: z.string().optional(),
});
export type CreatedPlatformUser = z.infer<typeof createdPlatformUserSchema>;
