import { useMutation } from '@tanstack/react-query';
import type { MembershipInvitationAccepted } from '@tradeworks/contracts/team';
import { apiFetch } from '@/lib/api-client';

/** POST /api/invitations/accept — the signed-in account joins the organization. */
export function acceptMembershipInvitation(token: string) {
  return apiFetch<MembershipInvitationAccepted>('/api/invitations/accept', {
    method: 'POST',
    body: { token },
  });
}

/** POST /api/invitations/decline — the pending membership and its link go. */
export function declineMembershipInvitation(token: string) {
  return apiFetch<void>('/api/invitations/decline', { method: 'POST', body: { token } });
}

export const useAcceptMembershipInvitation = () => useMutation({ mutationFn: acceptMembershipInvitation });
export const useDeclineMembershipInvitation = () => useMutation({ mutationFn: declineMembershipInvitation });
