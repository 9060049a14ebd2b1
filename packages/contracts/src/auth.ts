import { z } from 'zod';
import type { AccessTable, MembershipRole } from './permissions';

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
export type LoginBody = z.infer<typeof loginBodySchema>;

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
});
export type SetupBody = z.infer<typeof setupBodySchema>;

export const setPasswordBodySchema = z.object({
  token: z.string().min(1, 'Token is required'),
  password: passwordSchema,
});
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

export const currentTenantBodySchema = z.object({ slug: slugSchema });

export interface TenantMembershipView {
  tenant_id: string;
  tenant_name: string;
  tenant_slug: string;
  role: MembershipRole;
  is_default: boolean;
}

/** GET /api/auth/user — the signed-in user plus the access table of the active tenant. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  is_super_admin: boolean;
  currentTenantId: string | null;
  createdAt: string;
  updatedAt: string;
  tenantMemberships: TenantMembershipView[];
  activeTenant: { id: string; name: string; slug: string; role: MembershipRole | null } | null;
  /** Why the requested organization was refused (e.g. 'This organization is suspended. …'), when it was. */
  tenantDenied?: string | null;
  permissions: AccessTable;
}

export interface SetupStatus {
  needed: boolean;
  oidcEnabled: boolean;
}
