import type { OutboxCredential } from '../../db/schema';

/**
 * A portal link just issued for an e-mail: its URL as the e-mail is stored (token redacted; the outbox
 * worker makes the token when it sends it, see outbox-credentials.ts), when it stops working, and what the
 * outbox row must carry for the worker.
 */
export interface IssuedLink {
  url: string;
  expiresAt: Date;
  credential: OutboxCredential;
}
