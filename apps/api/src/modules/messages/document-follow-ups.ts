import { formatMoney } from '@tradeworks/contracts/money';
import type { TenantScope } from '../../db/client';
import { tenantTimeZone, zonedInstant, addDays, localDate } from '../../platform/tenant-clock';
import { formatInZone } from '@tradeworks/contracts/zone-clock';
import { automationContext, queueAutomatedText } from './automation-texts';
import { cancelPendingTexts, settledTextKeys } from './automation-texts.repository';
import { cancelFollowUpEmails, syncFollowUpEmails } from './document-follow-up-emails';

const DAY_MS = 86_400_000;
/** An invoice's follow-ups go at this time of the organization's day (quiet hours never hold them). */
const INVOICE_FOLLOW_UP_TIME = '10:00';

/** What the quotes module knows of a quote for its follow-ups (messages reads no quote tables). */
export interface QuoteFollowUpFacts {
  id: string;
  number: string;
  clientId: string;
  total: string;
  sentAt: Date | null;
  validUntil: Date | null;
  /** Why follow-ups stop (approved, declined, expired, deleted, back to draft); null while it waits. */
  stopReason: string | null;
  /** The portal's address ({link}), empty while the portal is off. */
  link: string;
}

/** What the invoices module knows of an invoice for its follow-ups. */
export interface InvoiceFollowUpFacts {
  id: string;
  number: string;
  clientId: string;
  /** The balance still due (exact decimal string). */
  amountDue: string;
  /** YYYY-MM-DD; null: due on receipt (the day it was sent). */
  dueDate: string | null;
  sentAt: Date | null;
  stopReason: string | null;
  link: string;
}

/**
 * A quote was sent, re-sent, approved, declined or deleted: its follow-ups follow, in that transaction. While
 * it waits for the client, the n-th follow-up goes its offset in days after the quote was sent, unless the
 * quote has expired by then; each is queued once per sending (its key names the sent time and n), so a
 * re-send or a settings change never texts the same follow-up twice, and those already past are not sent.
 * Anything else takes back the pending ones with the reason, kept in the automation's log.
 */
export async function syncQuoteFollowUps(
  scope: TenantScope,
  quote: QuoteFollowUpFacts,
  now = new Date(),
): Promise<void> {
  const related = { relatedEntity: 'quote', relatedId: quote.id, kinds: ['quote_follow_up' as const] };
  if (quote.stopReason || !quote.sentAt) {
    const reason = quote.stopReason ?? 'Quote not sent';
    await cancelPendingTexts(scope, { ...related, reason });
    await cancelFollowUpEmails(scope, {
      kind: 'quote_follow_up',
      relatedEntity: 'quote',
      relatedId: quote.id,
      reason,
    });
    return;
  }
  const sentAt = quote.sentAt;
  const context = await automationContext(scope);
  const plan = context.automations.quote_follow_up.offsets.map((days, i) => ({
    key: `quote_follow_up:${quote.id}:${sentAt.toISOString()}:${i + 1}`,
    dueAt: new Date(sentAt.getTime() + days * DAY_MS),
  }));
  const due = plan.filter(({ dueAt }) => dueAt > now && (!quote.validUntil || dueAt < quote.validUntil));
  await cancelPendingTexts(scope, {
    ...related,
    reason: 'Quote sent again',
    keepKeys: due.map((p) => p.key),
  });
  const values = { quote_number: quote.number, amount: formatMoney(quote.total), link: quote.link };
  await syncFollowUpEmails(
    scope,
    {
      kind: 'quote_follow_up',
      relatedEntity: 'quote',
      relatedId: quote.id,
      clientId: quote.clientId,
      number: quote.number,
      values,
      due,
      replacedReason: 'Quote sent again',
    },
    context,
  );
  for (const { key, dueAt } of due) {
    await queueAutomatedText(
      scope,
      {
        kind: 'quote_follow_up',
        clientId: quote.clientId,
        values,
        dueAt,
        dedupeKey: key,
        relatedEntity: 'quote',
        relatedId: quote.id,
      },
      context,
    );
  }
}

/**
 * An invoice was sent, paid in part or in full, refunded or cancelled: its follow-ups follow, in that
 * transaction. While a balance is due, the n-th follow-up goes on its offset in days after the due date, at
 * 10:00 on the organization's clock, naming the balance as it stands; a payment re-queues the pending ones
 * with the new balance ("Balance changed") and the last one takes them back ("Invoice paid"). Keys name the
 * due date, n and the balance, and past follow-ups are never re-queued, so none is sent twice.
 */
export async function syncInvoiceFollowUps(
  scope: TenantScope,
  invoice: InvoiceFollowUpFacts,
  now = new Date(),
): Promise<void> {
  const related = { relatedEntity: 'invoice', relatedId: invoice.id };
  const kinds = ['invoice_follow_up' as const];
  if (invoice.stopReason || !invoice.sentAt) {
    const reason = invoice.stopReason ?? 'Invoice not sent';
    await cancelPendingTexts(scope, { ...related, kinds, reason });
    await cancelFollowUpEmails(scope, {
      kind: 'invoice_follow_up',
      relatedEntity: 'invoice',
      relatedId: invoice.id,
      reason,
    });
    return;
  }
  const zone = await tenantTimeZone(scope);
  const dueDate = invoice.dueDate ?? localDate(invoice.sentAt, zone);
  const context = await automationContext(scope);
  // The n-th follow-up for a due date goes once, whatever the balance it named.
  const slot = (n: number) => `invoice_follow_up:${invoice.id}:${dueDate}:${n}:`;
  const settled = await settledTextKeys(scope, { ...related, kind: 'invoice_follow_up' });
  const plan = context.automations.invoice_follow_up.offsets.map((days, i) => ({
    slot: slot(i + 1),
    key: `${slot(i + 1)}${invoice.amountDue}`,
    dueAt: zonedInstant(addDays(dueDate, days), INVOICE_FOLLOW_UP_TIME, zone),
  }));
  const ahead = plan.filter((p) => p.dueAt > now);
  const due = ahead.filter((p) => !settled.some((key) => key.startsWith(p.slot)));
  await cancelPendingTexts(scope, {
    ...related,
    kinds,
    reason: 'Balance or due date changed',
    keepKeys: due.map((p) => p.key),
  });
  const values = {
    invoice_number: invoice.number,
    amount_due: formatMoney(invoice.amountDue),
    due_date: formatInZone(zonedInstant(dueDate, '12:00', zone), zone, { month: 'short', day: 'numeric' }),
    link: invoice.link,
  };
  // The e-mail channel keeps its own record of which follow-ups went.
  await syncFollowUpEmails(
    scope,
    {
      kind: 'invoice_follow_up',
      relatedEntity: 'invoice',
      relatedId: invoice.id,
      clientId: invoice.clientId,
      number: invoice.number,
      values,
      due: ahead,
      replacedReason: 'Balance or due date changed',
    },
    context,
  );
  for (const { key, dueAt } of due) {
    await queueAutomatedText(
      scope,
      {
        kind: 'invoice_follow_up',
        clientId: invoice.clientId,
        values,
        dueAt,
        dedupeKey: key,
        relatedEntity: 'invoice',
        relatedId: invoice.id,
      },
      context,
    );
  }
}
