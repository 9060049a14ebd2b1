import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './platform';

/**
 * Failed attempts per throttle key (sign-in per address, per account, per address + account; invitation
 * links per address). Kept in the database so every server process sees the same counts. The key is a
 * SHA-256, so the table holds no e-mail addresses or IPs.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    keyHash: text().primaryKey(),
    failures: integer().notNull().default(0),
    lastFailureAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_throttles_last_failure_idx').on(t.lastFailureAt)],
);

/** Devices (a random cookie) and addresses a user has signed in from: they pass the per-account limit. */
export const knownSignInDevices = pgTable(
  'known_sign_in_devices',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    valueHash: text().notNull(),
    lastSuccessAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.valueHash] })],
);
