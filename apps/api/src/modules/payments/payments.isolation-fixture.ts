import { clientPaymentMethods } from '../../db/schema';
import { defineIsolationFixture } from '../../security/isolation/fixture';
import { seedSalesFixture } from '../sales-documents/sales.test-support';

/**
 * Payments: a sent invoice with a recorded check payment, and a saved card of the invoice's client (the
 * method row is written directly: no Stripe). GET /api/invoices/:id/payments is covered by the invoices
 * fixture ('/api/invoices/'), on purpose: its :id is an invoice id, and this fixture's :id is a payment id.
 */
export default defineIsolationFixture({
  area: 'payments',
  prefixes: ['/api/payments/'],
  async create({ t, tenant, owner, marker }) {
    const seeded = await seedSalesFixture(t, tenant, marker);
    const invoice = await t.request(owner, 'POST', '/api/invoices', {
      tenant,
      body: {
        clientId: seeded.clientId,
        status: 'sent',
        dueDate: '2026-12-31',
        notes: `${marker} notes`,
        lineItems: [
          { itemType: 'service', serviceId: seeded.serviceId, description: `${marker} line`, rate: '89.00' },
        ],
      },
    });
    if (invoice.statusCode !== 201) throw new Error(`invoice: ${invoice.statusCode} ${invoice.body}`);
    const invoiceId: string = invoice.json().id;
    const payment = await t.request(owner, 'POST', '/api/payments', {
      tenant,
      body: {
        invoiceId,
        amount: '40.00',
        method: 'check',
        reference: `${marker} check`,
        notes: `${marker} payment`,
      },
    });
    if (payment.statusCode !== 201) throw new Error(`payment: ${payment.statusCode} ${payment.body}`);
    const [method] = await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
      tx
        .insert(clientPaymentMethods)
        .values({
          tenantId: tenant.id,
          clientId: seeded.clientId,
          type: 'card',
          brand: 'visa',
          last4: '4242',
          displayName: `${marker} card`,
          isDefault: true,
          stripePaymentMethodId: `pm_${marker}`,
          stripeCustomerId: `cus_${marker}`,
        })
        .returning({ id: clientPaymentMethods.id }),
    );
    return {
      params: { id: payment.json().id },
      ids: { invoiceId, clientId: seeded.clientId, paymentMethodId: method.id },
    };
  },
  bodies: {
    'POST /api/payments/:id/refund': () => ({ amount: '1.00', reason: 'Isolation check' }),
  },
  references: (own, foreign) => [
    {
      method: 'POST',
      url: '/api/payments',
      body: { invoiceId: foreign.ids!.invoiceId, amount: '1.00', method: 'check' },
    },
    {
      method: 'POST',
      url: '/api/payments/card',
      body: { invoiceId: foreign.ids!.invoiceId, amount: '1.00' },
    },
    {
      method: 'POST',
      url: '/api/payments/card',
      body: { invoiceId: own.ids!.invoiceId, amount: '1.00', paymentMethodId: foreign.ids!.paymentMethodId },
    },
    {
      method: 'POST',
      url: '/api/payments/card',
      body: {
        invoiceId: foreign.ids!.invoiceId,
        amount: '1.00',
        paymentMethodId: foreign.ids!.paymentMethodId,
      },
    },
  ],
});
