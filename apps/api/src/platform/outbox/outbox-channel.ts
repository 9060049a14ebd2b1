import type { Tx } from '../../db/client';

/**
 * The seam every delivery channel plugs into (e-mail, SMS; webhooks and accounting sync next). A channel is
 * a tenant table whose rows are written in the transaction of the change that causes them, plus the code
 * that hands one row to the outside world. The worker (outbox-worker.ts) owns everything else — claiming due
 * rows across processes, the lease, attempts, back-off, recording outcomes only while the claim is held —
 * so every channel gets the same guarantees without copying them.
 *
 * The table must have these delivery columns (see `emailOutbox`, `smsMessages`):
 *   tenant_id uuid, id uuid, status (an enum with at least queued, sending, sent, failed, captured),
 *   attempts integer, next_attempt_at timestamptz, last_error text, sent_at timestamptz, updated_at timestamptz
 * and an index that serves `status in ('queued', 'sending') and next_attempt_at <= now() order by
 * next_attempt_at` (a partial index on next_attempt_at keeps it small).
 */
export interface OutboxChannel<Row extends ClaimedRow = ClaimedRow> {
  /** In logs and metrics: 'email', 'sms', … */
  name: string;
  /** In log lines: 'e-mail', 'SMS', … */
  label: string;
  /** The channel's table (SQL name). */
  table: string;
  /** Tries before a row is given up as failed. */
  maxAttempts: number;
  /** Wait before the next try after `attempts` failed ones. */
  retryDelayMs(attempts: number): number;
  /**
   * When nothing anywhere can deliver (no server-wide provider and no per-tenant routes), due rows go straight
   * to 'captured' without an attempt: kept and readable in the app.
   */
  captureOnly: boolean;
  /** The claimed rows' payloads, read in the claiming transaction (in `keys` order or any). */
  load(tx: Tx, keys: ClaimedRow[]): Promise<Row[]>;
  /** One run's delivery: caches per tenant (credentials, connections) live as long as the run. */
  openRun(): OutboxRun<Row>;
}

/** A claimed row: its key and the attempt number this claim is (attempts counts tries started). */
export interface ClaimedRow {
  tenantId: string;
  id: string;
  attempts: number;
}

export interface OutboxRun<Row extends ClaimedRow> {
  /**
   * Hands one row over. Must not throw for a delivery failure (return `retry` or `failed`); a throw means
   * the run itself cannot go on (the database went away while reading the tenant's settings).
   */
  deliver(row: Row): Promise<DeliveryOutcome>;
  close(): void;
}

/** Channel-specific columns written with the outcome (SQL names → values), e.g. the provider's message id. */
export type ChannelColumns = Record<string, string | Date | null>;

export type DeliveryOutcome =
  /** The provider accepted it. */
  | { status: 'sent'; columns?: ChannelColumns }
  /** No provider for this tenant: kept as captured, readable in the app (not counted as an attempt). */
  | { status: 'captured'; columns?: ChannelColumns }
  /** A failure that may pass (network, 5xx, 429): tried again after the back-off, failed after maxAttempts. */
  | { status: 'retry'; error: string; columns?: ChannelColumns }
  /** A failure that will not pass (invalid number, refused by the provider): failed at once. */
  | { status: 'failed'; error: string; columns?: ChannelColumns }
  /** A rule said no (opted out, no number): the channel's table must know the status 'skipped'. */
  | { status: 'skipped'; columns?: ChannelColumns }
  /** Not now (quiet hours): due again at `until`, not counted as an attempt. */
  | { status: 'deferred'; until: Date; columns?: ChannelColumns };
