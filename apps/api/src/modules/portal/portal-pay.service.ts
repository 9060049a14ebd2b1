import type Stripe from 'stripe';
import { balanceDue } from '@tradeworks/contracts/line-items';
import { centsToString, toCents } from '@tradeworks/contracts/money';
import { formatUsd } from '@tradeworks/contracts/payments';
import type { PortalPayIntentResult, PortalReceipt } from '@tradeworks/contracts/portal';
import type { TenantScope } from '../../db/client';
import { PortalErrors } from './portal.errors';
import type { PortalAccess } from '../../http/portal-auth';
import { recordAudit } from '../../platform/audit/audit-log';
import { outcomeOf, type ChargeOutcome } from '../../platform/payments/stripe-charges';
import { callStripe, requireStripe } from '../../platform/payments/stripe-client';
import { stripeConfigFor } from '../../platform/payments/stripe-config';
import { findInvoice } from '../invoices/public';
import { assertWithinBalance } from '../payments/public';
import { applyChargeOutcome } from '../payments/public';
import { findPaymentRow, insertPaymentRow, settleProviderStatus } from '../payments/public';
import { loadQuoteDetail } from '../quotes/public';
import { depositDueCents } from '../quotes/public';
import { findQuote } from '../quotes/public';
import { ownInvoice } from './portal-invoices.service';
import { ownQuote } from './portal-quotes.service';
import { inPortal, requireFeature } from './portal-scope';
import { listPendingPortalPayments } from './portal-records.repository';
import { isoOrNull } from '../../http/iso-or-null';

/** Marks the ledger rows of portal card payments (the staff Payments screen shows it as the note). */
export const PORTAL_PAYMENT_NOTE = 'Paid online in the customer portal';
/** Marks a quote's deposit paid in the portal before the quote is invoiced. */
export const PORTAL_DEPOSIT_NOTE = 'Deposit paid online in the customer portal';
const REPLACED = 'Cancelled: the client started a newer payment';

/** What a portal card payment pays: an invoice, or an approved quote's deposit. */
type PayTarget = { invoiceId: string } | { quoteId: string };
const PAYABLE = new Set(['sent', 'overdue']);

/**
 * The client's verdict from the provider. A PaymentIntent waiting for the browser (requires_payment_method
 * without an error, requires_confirmation, requires_action) is not a failure yet: null leaves it pending.
 */
function portalOutcome(intent: Stripe.PaymentIntent): ChargeOutcome | null {
  if (intent.status === 'canceled') {
    return {
      paymentIntentId: intent.id,
      status: 'failed',
      failureReason: 'Payment cancelled',
      chargeId: null,
    };
  }
  if (intent.status === 'requires_payment_method' && !intent.last_payment_error) return null;
  if (intent.status === 'requires_confirmation' || intent.status === 'requires_action') return null;
  return outcomeOf(intent);
}

/**
 * Earlier attempts of this client on this invoice that never reached the provider's verdict hold part of the
 * balance (pending counts as in flight). Before a new attempt each is settled by what Stripe says now: paid
 * ones count, the rest are cancelled at Stripe first (so an old form can no longer take money) and closed.
 */
async function settleEarlierAttempts(portal: PortalAccess, stripe: Stripe, target: PayTarget): Promise<void> {
  const note = 'invoiceId' in target ? PORTAL_PAYMENT_NOTE : PORTAL_DEPOSIT_NOTE;
  const open = await inPortal(portal, (scope) =>
    listPendingPortalPayments(scope, portal.clientId, target, note),
  );
  for (const row of open) {
    let intent = await callStripe(() => stripe.paymentIntents.retrieve(row.intentId!));
    if (portalOutcome(intent) === null) {
      intent = await stripe.paymentIntents.cancel(intent.id).catch(async () =>
        // It moved on meanwhile (confirmed in another tab): read its verdict instead.
        callStripe(() => stripe.paymentIntents.retrieve(row.intentId!)),
      );
    }
    const outcome = portalOutcome(intent) ?? {
      paymentIntentId: intent.id,
      status: 'failed' as const,
      failureReason: REPLACED,
      chargeId: null,
    };
    await inPortal(portal, (scope) =>
      applyChargeOutcome(
        scope,
        row.id,
        intent.status === 'canceled' ? { ...outcome, failureReason: REPLACED } : outcome,
      ),
    );
  }
}

/**
 * Starts a card payment of the balance or part of it: a pending ledger row, then a PaymentIntent keyed by
 * that row, whose client secret the browser confirms with Stripe Elements (the card never touches us).
 */
export async function startPortalPayment(
  portal: PortalAccess,
  invoiceId: string,
  amount: string,
): Promise<PortalPayIntentResult> {
  requireFeature(portal, 'payments');
  await inPortal(portal, (scope) => ownInvoice(scope, portal, invoiceId));
  const stripe = await requireStripe(portal.db, portal.tenantId);
  await settleEarlierAttempts(portal, stripe, { invoiceId });
  const pending = await inPortal(portal, async (scope) => {
    const invoice = await ownInvoice(scope, portal, invoiceId, true);
    if (!PAYABLE.has(invoice.status)) {
      throw PortalErrors.invoiceNotPayable(invoice.invoiceNumber, invoice.status);
    }
    await assertWithinBalance(scope, invoice, amount);
    const paymentId = await insertPaymentRow(scope, {
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      clientId: invoice.clientId,
      clientName: invoice.clientName,
      amount,
      method: 'card',
      status: 'pending',
      paidAt: new Date(),
      notes: PORTAL_PAYMENT_NOTE,
      createdBy: null,
    });
    await recordAudit(scope, {
      entity: 'payment',
      entityId: paymentId,
      action: 'portal_start',
      summary: `${portal.clientName} started a ${formatUsd(amount)} card payment of invoice ${invoice.invoiceNumber} in the customer portal`,
      changes: { invoiceId: invoice.id, amount },
    });
    return { paymentId, invoiceNumber: invoice.invoiceNumber };
  });
  return openIntent(portal, stripe, pending.paymentId, amount, {
    description: `Invoice ${pending.invoiceNumber}`,
    metadata: { invoice_id: invoiceId },
  });
}

/** The PaymentIntent of a pending ledger row, keyed by it; a failure to start closes the row as failed. */
async function openIntent(
  portal: PortalAccess,
  stripe: Stripe,
  paymentId: string,
  amount: string,
  what: { description: string; metadata: Record<string, string> },
): Promise<PortalPayIntentResult> {
  const pending = { paymentId };
  let intent: Stripe.PaymentIntent;
  try {
    intent = await callStripe(() =>
      stripe.paymentIntents.create(
        {
          amount: Number(toCents(amount)),
          currency: 'usd',
          payment_method_types: ['card'],
          description: what.description,
          metadata: { tenant_id: portal.tenantId, payment_id: paymentId, ...what.metadata },
        },
        { idempotencyKey: `tradeworks-portal-payment-${paymentId}` },
      ),
    );
  } catch (err) {
    await inPortal(portal, (scope) =>
      settleProviderStatus(scope, pending.paymentId, {
        status: 'failed',
        failureReason: err instanceof Error ? err.message : 'Payment could not be started',
      }),
    );
    throw err;
  }
  await inPortal(portal, (scope) =>
    settleProviderStatus(scope, pending.paymentId, { stripePaymentIntentId: intent.id }),
  );
  const config = await stripeConfigFor(portal.db, portal.tenantId);
  return {
    paymentId: pending.paymentId,
    clientSecret: intent.client_secret!,
    publishableKey: config?.publishableKey ?? null,
    amount,
  };
}

/**
 * Starts a card payment of what is left of an approved quote's deposit (the amount is the server's: the
 * signed deposit less what was paid or is in flight). The ledger row carries quote_id and no invoice yet;
 * converting the quote credits it to the invoice.
 */
export async function startPortalDepositPayment(
  portal: PortalAccess,
  quoteId: string,
): Promise<PortalPayIntentResult> {
  requireFeature(portal, 'payments');
  requireFeature(portal, 'quotes');
  await inPortal(portal, (scope) => ownQuote(scope, portal, quoteId));
  const stripe = await requireStripe(portal.db, portal.tenantId);
  await settleEarlierAttempts(portal, stripe, { quoteId });
  const pending = await inPortal(portal, async (scope) => {
    const quote = await ownQuote(scope, portal, quoteId, true);
    const detail = await loadQuoteDetail(scope, quote.id, quote);
    const left = await depositDueCents(scope, quote, detail.deposit);
    const amount = centsToString(left);
    const paymentId = await insertPaymentRow(scope, {
      invoiceId: null,
      quoteId: quote.id,
      clientId: quote.clientId,
      clientName: quote.clientName,
      amount,
      method: 'card',
      status: 'pending',
      paidAt: new Date(),
      notes: PORTAL_DEPOSIT_NOTE,
      createdBy: null,
    });
    await recordAudit(scope, {
      entity: 'payment',
      entityId: paymentId,
      action: 'portal_start',
      summary: `${portal.clientName} started a ${formatUsd(amount)} card payment of the deposit of quote ${quote.quoteNumber} in the customer portal`,
      changes: { quoteId: quote.id, amount },
    });
    return { paymentId, amount, quoteNumber: quote.quoteNumber };
  });
  return openIntent(portal, stripe, pending.paymentId, pending.amount, {
    description: `Deposit for quote ${pending.quoteNumber}`,
    metadata: { quote_id: quoteId },
  });
}

async function ownPayment(scope: TenantScope, portal: PortalAccess, paymentId: string) {
  const row = await findPaymentRow(scope, paymentId);
  if (!row || row.clientId !== portal.clientId || row.refundOfId || (!row.invoiceId && !row.quoteId))
    throw PortalErrors.paymentNotFound();
  return row;
}

async function receipt(scope: TenantScope, portal: PortalAccess, paymentId: string): Promise<PortalReceipt> {
  const row = await ownPayment(scope, portal, paymentId);
  const invoice = row.invoiceId ? await findInvoice(scope, row.invoiceId) : undefined;
  const quote = row.quoteId ? await findQuote(scope, row.quoteId) : undefined;
  // A deposit not yet invoiced: what is left of the deposit is what is due now.
  const deposit = !invoice && quote ? (await loadQuoteDetail(scope, quote.id, quote)).deposit : null;
  return {
    paymentId: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber ?? invoice?.invoiceNumber ?? '',
    quoteId: quote?.id ?? null,
    quoteNumber: quote?.quoteNumber ?? null,
    amount: row.amount,
    status: row.status,
    paidAt: isoOrNull(row.paidAt),
    failureReason: row.failureReason,
    balanceDue: invoice
      ? balanceDue(invoice.total, invoice.amountPaid)
      : deposit?.amount
        ? balanceDue(deposit.amount, deposit.paid)
        : '0.00',
  };
}

/**
 * After the browser confirmed the intent: reads the provider's verdict and applies it (the webhook may have
 * done so already — applying is forward-only), then answers the receipt.
 */
export async function refreshPortalPayment(portal: PortalAccess, paymentId: string): Promise<PortalReceipt> {
  requireFeature(portal, 'payments');
  const row = await inPortal(portal, (scope) => ownPayment(scope, portal, paymentId));
  if ((row.status === 'pending' || row.status === 'processing') && row.stripePaymentIntentId) {
    const stripe = await requireStripe(portal.db, portal.tenantId);
    const intent = await callStripe(() => stripe.paymentIntents.retrieve(row.stripePaymentIntentId!));
    const outcome = portalOutcome(intent);
    if (outcome) await inPortal(portal, (scope) => applyChargeOutcome(scope, paymentId, outcome));
  }
  return inPortal(portal, (scope) => receipt(scope, portal, paymentId));
}

export function getPortalReceipt(portal: PortalAccess, paymentId: string): Promise<PortalReceipt> {
  requireFeature(portal, 'payments');
  return inPortal(portal, (scope) => receipt(scope, portal, paymentId));
}
