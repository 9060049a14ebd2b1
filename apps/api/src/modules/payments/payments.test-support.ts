import { sql } from 'drizzle-orm';
import { StripeStandIn } from '../../test/stripe-stand-in';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createClientVia, userWithPermissions } from '../clients/clients.test-support';
import { documentBody, seedSalesFixture, type SalesFixture } from '../sales-documents/sales.test-support';

/** Test support (not a test file): a tenant with users of every access level, invoices and saved cards. */

export interface PaymentsWorld {
  t: TestContext;
  stripe: StripeStandIn;
  acme: TestTenant;
  other: TestTenant;
  owner: TestUser;
  /** Built-in member: view on payments. */
  member: TestUser;
  /** No payments access at all. */
  noAccess: TestUser;
  /** Owner of the other tenant. */
  outsider: TestUser;
  f: SalesFixture;
}

export async function createPaymentsWorld(): Promise<PaymentsWorld> {
  const stripe = await StripeStandIn.start();
  const t = await TestContext.create({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    },
  });
  const acme = await t.tenant({ name: 'Acme Heating' });
  const other = await t.tenant();
  const world: PaymentsWorld = {
    t,
    stripe,
    acme,
    other,
    owner: await t.user({ tenant: acme, role: 'owner' }),
    member: await t.user({ tenant: acme, role: 'member' }),
    noAccess: await userWithPermissions(t, acme, ['clients', 'invoices:view']),
    outsider: await t.user({ tenant: other, role: 'owner' }),
    f: await seedSalesFixture(t, acme),
  };
  return world;
}

export async function closePaymentsWorld(w: PaymentsWorld): Promise<void> {
  await w.t.close();
  await w.stripe.close();
}

/** A client of acme with a saved card in the stand-in (added the way the browser does, through a SetupIntent). */
export async function clientWithCard(w: PaymentsWorld, last4 = '4242') {
  const client = await createClientVia(w.t, w.owner, w.acme, { email: `card-${last4}@example.com` });
  const intent = await w.t.request(w.owner, 'POST', `/api/clients/${client.id}/setup-intent`, {
    tenant: w.acme,
  });
  if (intent.statusCode !== 201) throw new Error(`setup-intent: ${intent.body}`);
  const pmId = w.stripe.confirmSetup(intent.json().clientSecret, { last4 });
  const saved = await w.t.request(w.owner, 'POST', `/api/clients/${client.id}/payment-methods/stripe`, {
    tenant: w.acme,
    body: { paymentMethodId: pmId },
  });
  if (saved.statusCode !== 201) throw new Error(`save card: ${saved.body}`);
  return { clientId: client.id, methodId: saved.json().id as string, stripePaymentMethodId: pmId };
}

/** An invoice of acme (total 284.15), sent unless `status` says draft. */
export async function invoiceFor(
  w: PaymentsWorld,
  options: { clientId?: string; status?: 'draft' | 'sent' } = {},
): Promise<{ id: string; invoiceNumber: string; total: string }> {
  const res = await w.t.request(w.owner, 'POST', '/api/invoices', {
    tenant: w.acme,
    body: documentBody(w.f, {
      dueDate: '2031-06-30',
      status: options.status ?? 'sent',
      ...(options.clientId ? { clientId: options.clientId } : {}),
    }),
  });
  if (res.statusCode !== 201) throw new Error(`invoice: ${res.body}`);
  return res.json();
}

export const invoiceOf = async (w: PaymentsWorld, id: string) =>
  (await w.t.request(w.owner, 'GET', `/api/invoices/${id}`, { tenant: w.acme })).json();

export const record = (w: PaymentsWorld, body: Record<string, unknown>, user = w.owner, tenant = w.acme) =>
  w.t.request(user, 'POST', '/api/payments', { tenant, body });

export const charge = (
  w: PaymentsWorld,
  body: Record<string, unknown>,
  key?: string,
  user = w.owner,
  tenant = w.acme,
) =>
  w.t.request(user, 'POST', '/api/payments/card', {
    tenant,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

export const refund = (w: PaymentsWorld, id: string, body: Record<string, unknown> = {}, user = w.owner) =>
  w.t.request(user, 'POST', `/api/payments/${id}/refund`, { tenant: w.acme, body });

export async function ledgerRows(w: PaymentsWorld, invoiceId: string) {
  const { rows } = await w.t.db.platform((tx) =>
    tx.execute<{ id: string; amount: string; status: string; method: string; refund_of_id: string | null }>(
      sql`select id, amount, status, method, refund_of_id from payments where invoice_id = ${invoiceId} order by created_at, id`,
    ),
  );
  return rows;
}

/** The summary's figures worked out from the ledger rows themselves, to check the kept counters against. */
export async function ledgerSummary(w: PaymentsWorld, tenantId = w.acme.id) {
  const { rows } = await w.t.db.platform((tx) =>
    tx.execute<{ completed: string; refunds: string; n: number }>(sql`
      select coalesce(sum(amount) filter (where refund_of_id is null and status = 'completed'), 0) as completed,
             coalesce(sum(amount) filter (where refund_of_id is not null and status = 'refunded'), 0) as refunds,
             -- A payment refunded in full is not "received": the Completed card leaves it out.
             count(*) filter (where refund_of_id is null and status = 'completed' and amount > (
               select coalesce(sum(r.amount), 0) from payments r
               where r.tenant_id = payments.tenant_id and r.refund_of_id = payments.id and r.status = 'refunded'
             ))::int as n
      from payments where tenant_id = ${tenantId}`),
  );
  return {
    completedCount: rows[0].n,
    completedAmount: (Number(rows[0].completed) - Number(rows[0].refunds)).toFixed(2),
    refundedAmount: Number(rows[0].refunds).toFixed(2),
  };
}
