import { sql } from 'drizzle-orm';
import { centsToString, formatMoney, toCents } from '@tradeworks/contracts/money';
import { emailOutbox, invoiceLineItems, invoices, payments, quoteLineItems, quotes } from '../schema';
import type { Catalogue } from './demo-catalogue';
import type { DemoClient } from './demo-clients';
import { forSize, priceLines, type TenantSeed } from './demo-context';

export type DemoQuote = typeof quotes.$inferSelect;
export type DemoInvoice = typeof invoices.$inferSelect;
export type DemoPayment = typeof payments.$inferSelect;
type ProjectType = NonNullable<DemoQuote['projectType']>;
type Method = DemoPayment['method'];

// key, status, archived, project, days ago created / sent / approved (null: never), small set
type QuoteRow = [
  string,
  DemoQuote['status'],
  boolean,
  ProjectType,
  number,
  number | null,
  number | null,
  boolean?,
];
const QUOTES: QuoteRow[] = [
  ['archived', 'approved', true, 'installation', 75, 74, 70],
  ['expired', 'expired', false, 'repair', 60, 59, null, true],
  ['converted', 'approved', false, 'installation', 45, 44, 41, true],
  ['lapsed', 'sent', false, 'maintenance', 40, 40, null],
  ['approvedOpen', 'approved', false, 'repair', 20, 19, 4, true],
  ['approvedRecent', 'approved', false, 'maintenance', 14, 13, 6],
  ['sentOlder', 'sent', false, 'repair', 9, 9, null, true],
  ['sentMid', 'sent', false, 'maintenance', 5, 5, null],
  ['sentRecent', 'sent', false, 'installation', 2, 0.2, null, true],
  ['draftOlder', 'draft', false, 'consultation', 3, null, null, true],
  ['draftRecent', 'draft', false, 'installation', 1, null, null],
];

interface InvoiceRow {
  key: string;
  status: DemoInvoice['status'];
  created: number;
  /** Due date relative to today. */
  due: number;
  /** Days ago paid (paid invoices). */
  paid?: number;
  /** Payments as [method, share of the total (1 = all)]. */
  pays?: [Method, number][];
  fromQuote?: string;
  small?: boolean;
}
const INVOICES: InvoiceRow[] = [
  { key: 'stale', status: 'overdue', created: 55, due: -25, small: true },
  { key: 'paidCash', status: 'paid', created: 50, due: -20, paid: 47, pays: [['cash', 1]], small: true },
  { key: 'lateA', status: 'sent', created: 40, due: -10 },
  {
    key: 'fromQuote',
    status: 'paid',
    created: 38,
    due: -8,
    paid: 30,
    pays: [['ach', 1]],
    fromQuote: 'converted',
  },
  { key: 'lateB', status: 'sent', created: 35, due: -5, small: true },
  { key: 'paidCheck', status: 'paid', created: 33, due: -3, paid: 25, pays: [['check', 1]] },
  { key: 'cancelled', status: 'cancelled', created: 28, due: 2, pays: [['card', 0.25]], small: true },
  {
    key: 'paidSplit',
    status: 'paid',
    created: 20,
    due: 10,
    paid: 12,
    pays: [
      ['check', 0.5],
      ['card', 0.5],
    ],
  },
  { key: 'deposit', status: 'sent', created: 10, due: 20, pays: [['check', 0.4]], small: true },
  { key: 'paidRecent', status: 'paid', created: 6, due: 24, paid: 0.15, pays: [['card', 1]], small: true },
  { key: 'sentRecent', status: 'sent', created: 4, due: 26 },
  { key: 'draftA', status: 'draft', created: 2, due: 28, small: true },
  { key: 'draftB', status: 'draft', created: 0.5, due: 30 },
];

const CUSTOM_LINES: [string, string, string][] = [
  ['Haul-away and disposal of old equipment', '1', '75.00'],
  ['Permit fee – City of Austin', '1', '120.00'],
  ['Additional labor (hours)', '1.5', '115.00'],
  ['Crane rental for rooftop unit', '1', '450.00'],
  ['Load calculation (Manual J)', '1', '250.00'],
  ['Trip charge', '1', '49.00'],
];
const CATEGORY_OF: Record<ProjectType, string[]> = {
  installation: ['Installation'],
  repair: ['Repair', 'Emergency'],
  maintenance: ['Maintenance'],
  consultation: ['Inspection'],
};

type Line = {
  itemType: 'custom' | 'service' | 'inventory';
  description: string;
  quantity: string;
  rate: string;
  serviceId: string | null;
  inventoryId: string | null;
};

/** A service, one or two parts and sometimes a custom line, linked to the real catalogue records. */
function buildLines(
  seed: TenantSeed,
  catalogue: Catalogue,
  project: ProjectType,
  forceCustom: boolean,
): Line[] {
  const { rand } = seed;
  const active = catalogue.services.filter((s) => s.status === 'active');
  const fitting = active.filter((s) => CATEGORY_OF[project].includes(s.category ?? ''));
  const service = rand.pick(fitting.length ? fitting : active);
  const lines: Line[] = [
    {
      itemType: 'service',
      description: service.name,
      quantity: '1',
      rate: service.basePrice,
      serviceId: service.id,
      inventoryId: null,
    },
  ];
  const parts = catalogue.items.filter((i) => !['Tools', 'Safety Equipment'].includes(i.category ?? ''));
  for (const item of rand.sample(parts, rand.int(1, 2))) {
    lines.push({
      itemType: 'inventory',
      description: item.name,
      quantity: String(rand.int(1, 3)),
      rate: item.unitPrice,
      serviceId: null,
      inventoryId: item.id,
    });
  }
  if (forceCustom || rand.chance(0.5)) {
    const [description, quantity, rate] = rand.pick(CUSTOM_LINES);
    lines.push({ itemType: 'custom', description, quantity, rate, serviceId: null, inventoryId: null });
  }
  return lines;
}

const activeClients = (clients: DemoClient[]) => clients.filter((c) => c.status === 'active');

/** Quotes and invoices in every status with exact totals, their payments and the e-mails that sent them. */
export async function seedSales(seed: TenantSeed, clients: DemoClient[], catalogue: Catalogue) {
  const { scope, clock, rand, numbers, staff } = seed;
  const tenantId = scope.tenantId;
  const quoteByKey = new Map<string, { quote: DemoQuote; lines: Line[]; client: DemoClient }>();
  const mail: (typeof emailOutbox.$inferInsert)[] = [];
  const sentMail = (kind: string, id: string, number: string, client: DemoClient, at: Date, total: string) =>
    client.email &&
    mail.push({
      tenantId,
      toAddress: client.email,
      subject: `${kind === 'quote' ? 'Quote' : 'Invoice'} ${number} from ${seed.companyName}`,
      textBody: `Hello ${client.firstName ?? client.name},\n\nPlease find ${kind} ${number} for ${formatMoney(total)} attached.\n\n${seed.companyName}`,
      status: 'captured',
      relatedEntity: kind,
      relatedId: id,
      createdAt: at,
      nextAttemptAt: at,
    });

  const quoteRows = QUOTES.filter((row) => seed.size === 'full' || row[7]);
  for (const [
    index,
    [key, status, isArchived, projectType, created, sent, approved],
  ] of quoteRows.entries()) {
    // Draft quotes also go to leads; the rest to active clients.
    const client = rand.pick(
      status === 'draft' ? clients.filter((c) => c.status !== 'inactive') : activeClients(clients),
    );
    const lines = buildLines(seed, catalogue, projectType, index === 0);
    const priced = priceLines(lines);
    const createdAt = clock.ago(created);
    const quoteNumber = numbers.next('quote', createdAt);
    const [quote] = await scope.tx
      .insert(quotes)
      .values({
        tenantId,
        quoteNumber,
        clientId: client.id,
        clientName: client.name,
        projectType,
        status,
        isArchived,
        subtotal: priced.subtotal,
        taxRate: priced.taxRate,
        taxAmount: priced.taxAmount,
        taxLines: priced.taxLines,
        total: priced.total,
        validUntil: new Date(createdAt.getTime() + 30 * 86_400_000),
        sentAt: sent === null ? null : clock.ago(sent),
        approvedAt: approved === null ? null : clock.ago(approved),
        createdBy: rand.pick([staff.office, staff.owner]).id,
        notes: status === 'draft' ? 'Waiting on equipment pricing from the distributor.' : null,
        createdAt,
      })
      .returning();
    await scope.tx
      .insert(quoteLineItems)
      .values(priced.lines.map((l) => ({ ...l, tenantId, quoteId: quote.id })));
    if (sent !== null) sentMail('quote', quote.id, quoteNumber, client, clock.ago(sent), quote.total);
    quoteByKey.set(key, { quote, lines, client });
  }

  const invoiceByKey = new Map<string, DemoInvoice>();
  const paymentRows: DemoPayment[] = [];
  for (const row of forSize(seed, INVOICES)) {
    const source = row.fromQuote ? quoteByKey.get(row.fromQuote) : undefined;
    const client = source?.client ?? rand.pick(activeClients(clients));
    const priced = priceLines(
      source?.lines ??
        buildLines(seed, catalogue, rand.pick(['repair', 'maintenance', 'installation'] as const), false),
    );
    const createdAt = clock.ago(row.created);
    const invoiceNumber = numbers.next('invoice', createdAt);
    const totalCents = toCents(priced.total);
    const shares = (row.pays ?? []).map(([method, share], i, all) => {
      // The last share of a paid invoice takes the remainder, so the payments add up to the cent.
      const cents =
        i === all.length - 1 && row.status === 'paid'
          ? totalCents -
            all.slice(0, i).reduce((s, [, x]) => s + (totalCents * BigInt(Math.round(x * 100))) / 100n, 0n)
          : (totalCents * BigInt(Math.round(share * 100))) / 100n;
      return { method, cents };
    });
    const refunded = row.status === 'cancelled';
    const amountPaid = refunded ? 0n : shares.reduce((s, p) => s + p.cents, 0n);
    const sentAt = row.status === 'draft' ? null : clock.ago(row.created - 0.05);
    const [invoice] = await scope.tx
      .insert(invoices)
      .values({
        tenantId,
        invoiceNumber,
        clientId: client.id,
        clientName: client.name,
        quoteId: source?.quote.id ?? null,
        stripeCustomerId: client.stripeCustomerId,
        status: row.status,
        subtotal: priced.subtotal,
        taxRate: priced.taxRate,
        taxAmount: priced.taxAmount,
        taxLines: priced.taxLines,
        total: priced.total,
        amountPaid: centsToString(amountPaid),
        dueDate: clock.date(row.due),
        paidDate: row.paid === undefined ? null : clock.ago(row.paid),
        sentAt,
        createdBy: staff.office.id,
        createdAt,
        notes: refunded ? 'Job cancelled by the client; deposit refunded.' : null,
      })
      .returning();
    await scope.tx
      .insert(invoiceLineItems)
      .values(priced.lines.map((l) => ({ ...l, tenantId, invoiceId: invoice.id })));
    if (source) {
      await scope.tx
        .update(quotes)
        .set({ convertedInvoiceId: invoice.id })
        .where(sql`${quotes.tenantId} = ${tenantId} and ${quotes.id} = ${source.quote.id}`);
      source.quote.convertedInvoiceId = invoice.id;
    }
    if (sentAt) sentMail('invoice', invoice.id, invoiceNumber, client, sentAt, invoice.total);
    for (const [i, pay] of shares.entries()) {
      // Deposits come in a day after the invoice; the payment that settles it on the paid date.
      const settles = row.status === 'paid' && i === shares.length - 1;
      const paidAt = clock.ago(settles ? row.paid! : row.created - 1 - i);
      const [payment] = await scope.tx
        .insert(payments)
        .values({
          tenantId,
          invoiceId: invoice.id,
          clientId: client.id,
          clientName: client.name,
          amount: centsToString(pay.cents),
          method: pay.method,
          status: 'completed',
          paidAt,
          transactionId: transactionId(seed, pay.method),
          notes: i === 0 && shares.length > 1 ? 'Deposit' : null,
          createdBy: staff.office.id,
          createdAt: paidAt,
        })
        .returning();
      paymentRows.push(payment);
      if (refunded) {
        // A refund is its own ledger row pointing at the payment it gives back.
        const at = clock.ago(row.created - 3);
        const [refund] = await scope.tx
          .insert(payments)
          .values({
            tenantId,
            invoiceId: invoice.id,
            clientId: client.id,
            clientName: client.name,
            amount: payment.amount,
            method: pay.method,
            status: 'refunded',
            paidAt: at,
            refundOfId: payment.id,
            transactionId: transactionId(seed, pay.method),
            notes: `Refund of deposit on ${invoiceNumber}`,
            createdBy: staff.owner.id,
            createdAt: at,
          })
          .returning();
        paymentRows.push(refund);
      }
    }
    invoiceByKey.set(row.key, invoice);
  }
  if (mail.length) await scope.tx.insert(emailOutbox).values(mail);
  // A client's total value is what it has paid us.
  await scope.tx.execute(sql`update clients c set total_value = coalesce((select sum(i.total) from invoices i
    where i.tenant_id = c.tenant_id and i.client_id = c.id and i.status = 'paid'), 0) where c.tenant_id = ${tenantId}`);
  return {
    quotes: new Map([...quoteByKey].map(([k, v]) => [k, v.quote])),
    invoices: invoiceByKey,
    payments: paymentRows,
    emails: mail.length,
  };
}

function transactionId(seed: TenantSeed, method: Method): string | null {
  const n = seed.rand.int(100000, 999999);
  return method === 'cash'
    ? null
    : method === 'check'
      ? `CHK-${(n % 9000) + 1000}`
      : `${method.toUpperCase()}-${n}`;
}
