import { MEMBERSHIP_INVITATION_MESSAGES as INVITATION } from '@tradeworks/contracts/team';
import { AppError } from '../../http/app-error';
import type { TeamRuleViolation } from './team-rules';

export const TeamErrors = {
  userNotFound: () => new AppError('NOT_FOUND', 'User not found'),
  alreadyMember: () => new AppError('CONFLICT', 'This user is already a member of this organization'),
  unknownRole: () => new AppError('VALIDATION', 'Unknown role', { role: 'Unknown role' }),
  lastOwner: () =>
    new AppError('CONFLICT', 'An organization needs at least one owner. Make another member an owner first.'),
  notPending: () => new AppError('CONFLICT', 'This user has already accepted the invitation'),
  invitationInvalid: () => new AppError('NOT_FOUND', INVITATION.invalid),
  invitationExpired: () => new AppError('CONFLICT', INVITATION.expired),
  invitationWrongAccount: () => new AppError('FORBIDDEN', INVITATION.wrongAccount),
  rule: (violation: Exclude<TeamRuleViolation, null>) =>
    violation === 'owner_only'
      ? new AppError('FORBIDDEN', 'Only an owner can change, remove or appoint an owner')
      : new AppError('FORBIDDEN', 'You cannot give or change a role above your own'),
};
