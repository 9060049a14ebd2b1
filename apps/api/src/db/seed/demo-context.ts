import { centsToString, lineTotalCents, taxCents } from '@tradeworks/contracts/money';
import type { TenantScope } from '../client';
import { auditLog, numberCounters } from '../schema';
import type { Random } from './random';

const DAY_MS = 86_400_000;
/** Austin is UTC-6 in winter (CST); demo times are written as Austin wall-clock hours. */
const AUSTIN_UTC_OFFSET_HOURS = 6;

/** "Now" taken once per seed; every demo date is relative to it, so only the calendar moves between runs. */
export class DemoClock {
  readonly now: Date;
  /** UTC midnight of today. */
  readonly today: Date;

  constructor(now: Date = new Date()) {
    this.now = now;
    this.today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  }

  /** A moment `days` from today at an Austin wall-clock hour (may be fractional: 13.5 = 1:30 PM). */
  at(days: number, hour = 9): Date {
    return new Date(this.today.getTime() + days * DAY_MS + (hour + AUSTIN_UTC_OFFSET_HOURS) * 3_600_000);
  }

  /** A moment in the past: `days` (fractional allowed) before now, never in the future. */
  ago(days: number): Date {
    return new Date(this.now.getTime() - Math.max(0, days) * DAY_MS);
  }

  /** A date-only value `days` from today, YYYY-MM-DD. */
  date(days: number): string {
    return new Date(this.today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  }
}

export type CounterKind = (typeof numberCounters.$inferInsert)['kind'];
const PREFIX: Record<CounterKind, string> = {
  quote: 'Q',
  invoice: 'INV',
  purchase_order: 'PO',
  service_agreement: 'SA',
  service_job: 'JOB',
};

/**
 * Hands out human numbers per kind and year (Q-2026-0001 …) in the order they are asked for: callers ask
 * in creation order. `save` writes the counters so later creations continue the sequence.
 */
export class NumberAllocator {
  private readonly used = new Map<string, number>();

  next(kind: CounterKind, createdAt: Date): string {
    const year = createdAt.getUTCFullYear();
    const key = `${kind}:${year}`;
    const value = (this.used.get(key) ?? 0) + 1;
    this.used.set(key, value);
    return `${PREFIX[kind]}-${year}-${String(value).padStart(4, '0')}`;
  }

  async save(scope: TenantScope): Promise<void> {
    const rows = [...this.used].map(([key, value]) => {
      const [kind, year] = key.split(':');
      return { tenantId: scope.tenantId, kind: kind as CounterKind, year: Number(year), value };
    });
    if (rows.length) await scope.tx.insert(numberCounters).values(rows);
  }
}

export interface UserRef {
  id: string;
  name: string;
}

/** The signed-in people of one organization, by their part in the story (all the owner in a small one). */
export interface DemoStaff {
  owner: UserRef;
  office: UserRef;
  manager: UserRef;
  tech: UserRef;
}

export type DemoSize = 'full' | 'small';

/** Everything a seeding step needs inside one tenant's transaction. */
export interface TenantSeed {
  scope: TenantScope;
  slug: string;
  companyName: string;
  /** E-mail domain of the company's own addresses. */
  domain: string;
  size: DemoSize;
  rand: Random;
  clock: DemoClock;
  numbers: NumberAllocator;
  staff: DemoStaff;
}

/** Keeps the rows of a table that belong to this size: small organizations get the rows marked for them. */
export function forSize<T extends { small?: boolean }>(seed: TenantSeed, rows: readonly T[]): T[] {
  return seed.size === 'full' ? [...rows] : rows.filter((r) => r.small);
}

export interface PricedLine {
  quantity: string;
  rate: string;
}

/** Line totals, subtotal, tax and total with exact cent arithmetic (DESIGN.md §3). */
export function priceLines<L extends PricedLine>(lines: L[], taxRate = '0.0800', extraCents = 0n) {
  const priced = lines.map((l, i) => ({
    ...l,
    sortOrder: i,
    totalCents: lineTotalCents(l.quantity, l.rate),
  }));
  const subtotal = priced.reduce((sum, l) => sum + l.totalCents, 0n);
  const tax = taxCents(subtotal, taxRate);
  return {
    lines: priced.map(({ totalCents, ...l }) => ({ ...l, total: centsToString(totalCents) })),
    subtotal: centsToString(subtotal),
    taxRate,
    taxAmount: centsToString(tax),
    /** The one component of a single-rate document (contracts tax-lines.ts), as the API stores it. */
    taxLines: [
      {
        rateId: null,
        name: 'Tax',
        jurisdiction: null,
        rate: taxRate,
        taxableAmount: centsToString(subtotal),
        amount: centsToString(tax),
      },
    ],
    total: centsToString(subtotal + tax + extraCents),
  };
}

export interface ActivityEvent {
  entity: string;
  entityId: string;
  action: string;
  summary: string;
  at: Date;
  user: UserRef;
  changes?: Record<string, unknown>;
}

/**
 * Audit rows like recordAudit writes them, but dated (the feed of a demo needs a past), so they are
 * inserted here with their createdAt.
 */
export async function insertActivity(seed: TenantSeed, events: ActivityEvent[]): Promise<void> {
  if (!events.length) return;
  await seed.scope.tx.insert(auditLog).values(
    events.map((e) => ({
      tenantId: seed.scope.tenantId,
      userId: e.user.id,
      entity: e.entity,
      entityId: e.entityId,
      action: e.action,
      summary: e.summary,
      changes: e.changes,
      createdAt: e.at,
    })),
  );
}

/** Parts a completed job used, as completing it in the app records them (stock-usage.ts). */
export interface JobUsage {
  inventoryId: string;
  quantity: number;
  at: Date;
  jobId: string;
  jobNumber: string;
}
