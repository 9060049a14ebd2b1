import { z } from 'zod';
import { emailSchema } from './auth';

/**
 * The tenant's own team page (/users, spec part 2 "Tenant team users"). Create sends snake_case names,
 * invite camelCase (spec point 7); both are accepted. Roles are the built-in ones or a custom role's name.
 */
export const TEAM_MESSAGES = {
  email: 'Please enter a valid email address',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  role: 'Role is required',
  removeConfirm: 'Are you sure you want to remove this user from your organization?',
} as const;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);
const roleName = z.string({ error: TEAM_MESSAGES.role }).trim().min(1, TEAM_MESSAGES.role).max(60);

/** `firstName`/`lastName` (invite) become `first_name`/`last_name` (create). */
function snakeNames(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  return {
    ...v,
    first_name: v.first_name ?? v.firstName,
    last_name: v.last_name ?? v.lastName,
  };
}

export const teamUserCreateSchema = z.preprocess(
  snakeNames,
  z.object({
    email: z.string({ error: TEAM_MESSAGES.email }).pipe(emailSchema),
    first_name: requiredText(TEAM_MESSAGES.firstName),
    last_name: requiredText(TEAM_MESSAGES.lastName),
    role: roleName.default('member'),
  }),
);
export type TeamUserCreateData = z.output<typeof teamUserCreateSchema>;

export const teamUserUpdateSchema = z.object({
  first_name: requiredText(TEAM_MESSAGES.firstName),
  last_name: requiredText(TEAM_MESSAGES.lastName),
  role: roleName,
});
export type TeamUserUpdateBody = z.input<typeof teamUserUpdateSchema>;
export type TeamUserUpdateData = z.output<typeof teamUserUpdateSchema>;

export const teamUserSchema = z.object({
  id: z.string(),
  membership_id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** owner, admin, manager, member, or the name of a custom role */
  role: z.string(),
  /** The built-in role a custom role falls back to while it is inactive. */
  base_role: z.string(),
  custom_role_id: z.string().nullable(),
  is_default: z.boolean(),
  joined_at: z.string(),
  last_login: z.string().nullable(),
  /** 'pending': invited and not in yet (no password chosen, or the invitation not yet accepted). */
  status: z.enum(['active', 'pending']),
  invitation_expires_at: z.string().nullable(),
  /** The technician this member signs in as (their /my-day), if linked. */
  technician_id: z.string().nullable(),
  technician_name: z.string().nullable(),
});
export type TeamUser = z.infer<typeof teamUserSchema>;

export const teamUserCreatedSchema = teamUserSchema.extend({ invitation_sent: z.boolean() });
export type TeamUserCreated = z.infer<typeof teamUserCreatedSchema>;

/** The roles the signed-in user may give (for the role selects). */
export const assignableRoleSchema = z.object({
  role: z.string(),
  builtIn: z.boolean(),
  isActive: z.boolean(),
  description: z.string().nullable(),
});
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

/**
 * The invitee's side of an invitation of an existing account (`/accept-invitation?token=…`): what they are
 * invited to, and what accepting answers (the organization to open).
 */
export const MEMBERSHIP_INVITATION_MESSAGES = {
  invalid: 'This invitation link is invalid or has already been used.',
  expired: 'This invitation has expired. Ask the organization to send you a new one.',
  wrongAccount:
    'This invitation was sent to a different account. Sign out, then sign in with the account it was sent to.',
} as const;

export const membershipInvitationTokenSchema = z.object({ token: z.string().trim().min(1).max(200) });

export const membershipInvitationSchema = z.object({
  organization: z.string(),
  role: z.string(),
  email: z.string(),
  expires_at: z.string(),
});
export type MembershipInvitation = z.infer<typeof membershipInvitationSchema>;

export const membershipInvitationAcceptedSchema = z.object({
  tenant_slug: z.string(),
  tenant_name: z.string(),
});
export type MembershipInvitationAccepted = z.infer<typeof membershipInvitationAcceptedSchema>;
