import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn } from './columns';
import { memberships, tenants, users } from './platform';

/**
 * The invitation of an existing account into an organization (issue 27, finding 9): the pending membership's
 * accept link (only its SHA-256 is kept; a resend replaces it) and what the inviter typed — the team page
 * shows these, never the account's own name, until the person accepts. Accepting or declining removes the row.
 */
export const membershipInvitations = pgTable(
  'membership_invitations',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    membershipId: uuid().notNull(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('membership_invitations_membership_key').on(t.tenantId, t.membershipId),
    // The accept page finds its invitation by the link's token, before it knows the organization.
    index('membership_invitations_token_idx').on(t.tokenHash),
    foreignKey({
      name: 'membership_invitations_membership_fk',
      columns: [t.tenantId, t.membershipId],
      foreignColumns: [memberships.tenantId, memberships.id],
    }).onDelete('cascade'),
  ],
);
