import type { FastifyInstance } from 'fastify';
import {
  membershipInvitationAcceptedSchema,
  membershipInvitationSchema,
  membershipInvitationTokenSchema,
} from '@tradeworks/contracts/team';
import { defineRoute } from '../../http/route';
import {
  acceptMembershipInvitation,
  declineMembershipInvitation,
  describeMembershipInvitation,
} from './membership-invitations.service';

const tags = ['team'];
const ANSWERS =
  'Only the account the invitation was sent to may answer (403 for another account); an unknown or used ' +
  'link is a 404, an expired one a 409.';

/** /api/invitations — the invited person's side of an invitation of an existing account (team page). */
export function registerMembershipInvitationRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/invitations',
    access: 'authenticated',
    summary: 'What an invitation link invites the signed-in account to',
    description: ANSWERS,
    tags,
    query: membershipInvitationTokenSchema,
    response: membershipInvitationSchema,
    handler: ({ db, session, query }) =>
      describeMembershipInvitation({ db, userId: session.user.id, token: query.token }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invitations/accept',
    access: 'authenticated',
    summary: 'Accept an invitation: the membership counts from now on',
    description: `The link works once. ${ANSWERS}`,
    tags,
    body: membershipInvitationTokenSchema,
    status: 200,
    response: membershipInvitationAcceptedSchema,
    handler: ({ db, session, body }) =>
      acceptMembershipInvitation({ db, userId: session.user.id, token: body.token }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/invitations/decline',
    access: 'authenticated',
    summary: 'Decline an invitation: the pending membership is removed',
    description: ANSWERS,
    tags,
    body: membershipInvitationTokenSchema,
    status: 204,
    handler: ({ db, session, body }) =>
      declineMembershipInvitation({ db, userId: session.user.id, token: body.token }),
  });
}
