import { sql } from 'drizzle-orm';
import { toCents } from '@tradeworks/contracts/money';
import { addDays, zonedInstant } from '../../platform/tenant-clock';
import type { TestContext, TestTenant, TestUser } from '../../test/test-context';
import { createClientVia } from '../clients/clients.test-support';
import { applyLedgerToInvoice } from '../payments/public';

/**
 * Test support (not a test file): a tenant on America/Chicago whose invoices and ledger rows are placed at
 * chosen local times, so the reports can be checked against sums computed here from the rows themselves.
 */
export const ZONE = 'America/Chicago';

export const at = (date: string, time = '12:00') => zonedInstant(date, time, ZONE);

export interface ReportsWorld {
  t: TestContext;
  tenant: TestTenant;
  owner: TestUser;
}

export async function setZone(w: ReportsWorld): Promise<void> {
  const res = await w.t.request(w.owner, 'POST', '/api/admin/general', {
    tenant: w.tenant,
    body: { settingKey: 'timezone', settingValue: ZONE },
  });
  if (res.statusCode !== 201) throw new Error(`timezone: ${res.statusCode} ${res.body}`);
}

/** A client whose name is `first last`. */
export const clientNamed = (w: ReportsWorld, first: string, last: string) =>
  createClientVia(w.t, w.owner, w.tenant, {
    firstName: first,
    lastName: last,
    email: `${last.toLowerCase()}@example.com`,
  });

/** A sent invoice of one custom line (`amount` before 10% tax), sent at `sentAt`, due on `dueDate`. */
export async function sentInvoice(
  w: ReportsWorld,
  o: { clientId: string; amount: string; sentAt: Date; dueDate: string; status?: 'sent' | 'draft' },
): Promise<{ id: string; total: string; subtotal: string; taxAmount: string }> {
  const res = await w.t.request(w.owner, 'POST', '/api/invoices', {
    tenant: w.tenant,
    body: {
      clientId: o.clientId,
      clientName: 'ignored',
      lineItems: [{ itemType: 'custom', description: 'Work', quantity: 1, rate: o.amount }],
      taxRate: '0.1',
      dueDate: o.dueDate,
      status: o.status ?? 'sent',
    },
  });
  if (res.statusCode !== 201) throw new Error(`invoice: ${res.statusCode} ${res.body}`);
  const invoice = res.json();
  await w.t.db.platform((tx) =>
    tx.execute(sql`update invoices set sent_at = ${o.status === 'draft' ? null : o.sentAt.toISOString()}::timestamptz,
      created_at = ${o.sentAt.toISOString()}::timestamptz where id = ${invoice.id}`),
  );
  return invoice;
}

/**
 * A ledger row at a chosen instant, written as the payments module writes it (a completed payment, or a done
 * refund of `refundOf`), then the invoice's amount paid and status recomputed by the ledger's own function.
 */
export async function ledgerRow(
  w: ReportsWorld,
  o: { invoiceId: string; clientId: string; amount: string; paidAt: Date; refundOf?: string },
): Promise<string> {
  const { rows } = await w.t.db.platform((tx) =>
    tx.execute<{ id: string }>(sql`insert into payments
      (tenant_id, id, invoice_id, client_id, client_name, amount, method, status, paid_at, refund_of_id)
      values (${w.tenant.id}, gen_random_uuid(), ${o.invoiceId}, ${o.clientId}, 'ledger', ${o.amount}, 'check',
        ${o.refundOf ? 'refunded' : 'completed'}, ${o.paidAt.toISOString()}::timestamptz, ${o.refundOf ?? null})
      returning id`),
  );
  await w.t.db.tenant({ tenantId: w.tenant.id, userId: null }, (scope) =>
    applyLedgerToInvoice(scope, o.invoiceId, o.paidAt),
  );
  return rows[0]!.id;
}

type LedgerFact = Record<string, unknown> & {
  invoice_id: string | null;
  amount: string;
  paid_at: Date | string;
  refund_of_id: string | null;
  status: string;
};

/** Every sent invoice's balance at the end of a local day, computed here from the ledger rows (cents). */
export async function balancesFromLedger(w: ReportsWorld, asOf: string): Promise<Map<string, bigint>> {
  const end = at(addDays(asOf, 1), '00:00').getTime();
  const { invoices, ledger } = await w.t.db.platform(async (tx) => ({
    invoices: (
      await tx.execute<{ id: string; total: string; sent_at: Date | string }>(
        sql`select id, total, sent_at from invoices where tenant_id = ${w.tenant.id}
          and status in ('sent', 'paid', 'overdue')`,
      )
    ).rows,
    ledger: (await tx.execute<LedgerFact>(sql`select * from payments where tenant_id = ${w.tenant.id}`)).rows,
  }));
  const out = new Map<string, bigint>();
  for (const inv of invoices) {
    if (new Date(inv.sent_at).getTime() >= end) continue;
    let balance = toCents(inv.total);
    for (const p of ledger) {
      if (p.invoice_id !== inv.id || new Date(p.paid_at).getTime() >= end) continue;
      if (!p.refund_of_id && p.status === 'completed') balance -= toCents(p.amount);
      if (p.refund_of_id && p.status === 'refunded') balance += toCents(p.amount);
    }
    if (balance > 0n) out.set(inv.id, balance);
  }
  return out;
}

/** Payments − refunds recorded on the local days [from, to], computed here from the ledger rows (cents). */
export async function collectedFromLedger(w: ReportsWorld, from: string, to: string): Promise<bigint> {
  const start = at(from, '00:00').getTime();
  const end = at(addDays(to, 1), '00:00').getTime();
  const { rows } = await w.t.db.platform((tx) =>
    tx.execute<LedgerFact>(sql`select * from payments where tenant_id = ${w.tenant.id}`),
  );
  let sum = 0n;
  for (const p of rows) {
    const t = new Date(p.paid_at).getTime();
    if (t < start || t >= end) continue;
    if (!p.refund_of_id && p.status === 'completed') sum += toCents(p.amount);
    if (p.refund_of_id && p.status === 'refunded') sum -= toCents(p.amount);
  }
  return sum;
}
