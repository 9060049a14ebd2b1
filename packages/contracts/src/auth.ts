import { z } from 'zod';
import { isIanaTimeZone, TIME_ZONE_MESSAGE } from './zone-clock';
import { FEATURE_AREAS, MEMBERSHIP_ROLES } from './permissions';

export const PASSWORD_MIN_LENGTH = 10;
export const SESSION_IDLE_DAYS = 30;
export const INVITATION_VALID_DAYS = 7;
export const DEFAULT_TENANT_SLUG = 'default';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginBody = z.input<typeof loginBodySchema>;
export type LoginData = z.output<typeof loginBodySchema>;

export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .regex(/^[a-z0-9-]+$/, 'Slug must be lowercase alphanumeric with hyphens only');

export const setupBodySchema = z.object({
  email: emailSchema,
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  password: passwordSchema,
  organizationName: z.string().trim().min(1, 'Organization name is required'),
  organizationSlug: slugSchema.optional(),
  /** The organization's IANA time zone (the form offers the browser's); absent: UTC. */
  timeZone: z.string().trim().refine(isIanaTimeZone, TIME_ZONE_MESSAGE).optional(),
});
export type SetupBody = z.input<typeof setupBodySchema>;
export type SetupData = z.output<typeof setupBodySchema>;

export const setPasswordBodySchema = z.object({
  token: z.string().min(1, 'Token is required'),
  password: passwordSchema,
});
export type SetPasswordBody = z.input<typeof setPasswordBodySchema>;
export type SetPasswordData = z.output<typeof setPasswordBodySchema>;

export const currentTenantBodySchema = z.object({ slug: slugSchema });

export const tenantMembershipViewSchema = z.object({
  tenant_id: z.string(),
  tenant_name: z.string(),
  tenant_slug: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  is_default: z.boolean(),
});

/** GET /api/auth/user — the signed-in user plus the access table of the active tenant. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  is_super_admin: z.boolean(),
  /** False for an account that signs in only through single sign-on (no Tradeworks password to change). */
  hasPassword: z.boolean(),
  currentTenantId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  tenantMemberships: z.array(tenantMembershipViewSchema),
  activeTenant: z
    .object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      role: z.enum(MEMBERSHIP_ROLES).nullable(),
      /**
       * The organization's IANA time zone (general setting `timezone`, else UTC): the office screens show
       * and take times on this clock, whatever the browser's zone.
       */
      timeZone: z.string(),
    })
    .nullable(),
  /** Why the requested organization was refused (e.g. 'This organization is suspended. …'), when it was. */
  tenantDenied: z.string().nullable().optional(),
  permissions: z.partialRecord(z.enum(FEATURE_AREAS), z.enum(['edit', 'view'])),
  /** The technician record linked to this user in the active tenant (their /my-day), if any. */
  technicianId: z.string().nullable().optional(),
});
export type AuthUser = z.output<typeof authUserSchema>;

export const setupStatusSchema = z.object({
  needed: z.boolean(),
  oidcEnabled: z.boolean(),
});
export type SetupStatus = z.output<typeof setupStatusSchema>;

/** GET /api/auth/invitation — whom an invitation link is for. */
export const invitationSchema = z.object({ email: z.string(), firstName: z.string().nullable() });
export type Invitation = z.output<typeof invitationSchema>;

/** POST /api/auth/set-password — the password is set and the session cookie with it. */
export const setPasswordResultSchema = z.object({ ok: z.boolean() });
export type SetPasswordResult = z.output<typeof setPasswordResultSchema>;

/** A password-reset link works once, for this long. */
export const PASSWORD_RESET_VALID_MINUTES = 60;
/** The one answer to "Forgot password?", whether or not the address has an account (no enumeration). */
export const PASSWORD_RESET_REQUESTED =
  'If an account exists for that e-mail address, we have sent a link to reset its password. ' +
  `The link works once within ${PASSWORD_RESET_VALID_MINUTES} minutes.`;
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/** POST /api/auth/forgot-password */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
export const forgotPasswordResultSchema = z.object({ message: z.string() });
export type ForgotPasswordResult = z.output<typeof forgotPasswordResultSchema>;

/** POST /api/auth/reset-password — the link's token and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, 'Token is required'),
  password: passwordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** POST /api/auth/change-password — the signed-in user's own password. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
/** How many other sessions (browsers, devices) were signed out by the change. */
export const changePasswordResultSchema = z.object({ ok: z.boolean(), signedOutSessions: z.number() });
export type ChangePasswordResult = z.output<typeof changePasswordResultSchema>;
