import { TENANT_DELETE_CONFIRM_MISMATCH } from '@tradeworks/contracts/super-admin-console';
import { AppError } from '../http/app-error';

/** Coded errors of the super-admin console, with the spec's texts (part 2, point 8). */
export const SuperAdminErrors = {
  tenantNotFound: () => new AppError('NOT_FOUND', 'Tenant not found'),
  userNotFound: () => new AppError('NOT_FOUND', 'User not found'),
  membershipNotFound: () => new AppError('NOT_FOUND', 'Tenant assignment not found'),
  slugTaken: (slug: string) =>
    new AppError('CONFLICT', `The slug "${slug}" is already used by another organization`, {
      slug: 'This slug is already taken',
    }),
  emailTaken: (hint = '') =>
    new AppError('CONFLICT', `A user with this email already exists.${hint}`, {
      email: 'A user with this email already exists',
    }),
  alreadyMember: () =>
    new AppError('CONFLICT', 'This user is already a member of this organization', {
      userId: 'Already a member',
    }),
  invalidTenantChoice: (field: string, reason: string) =>
    new AppError('VALIDATION', reason, { [field]: reason }),
  ownSuperAdmin: () =>
    new AppError('VALIDATION', 'You cannot remove your own super admin access', {
      is_super_admin: 'You cannot remove your own super admin access',
    }),
  deleteConfirmMismatch: () =>
    new AppError('VALIDATION', TENANT_DELETE_CONFIRM_MISMATCH, {
      confirm_slug: TENANT_DELETE_CONFIRM_MISMATCH,
    }),
  paidTenantNotDeletable: (name: string, billingStatus: string) =>
    new AppError(
      'CONFLICT',
      `${name} has a paid subscription (billing status ${billingStatus}). Cancel the subscription before deleting the tenant.`,
    ),
};
