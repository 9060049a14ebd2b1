import { clientPaymentMethods } from '../../db/schema';
import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createClientVia } from './clients.test-support';

/** Clients, their contact log and saved payment methods (the method row is written directly: no Stripe). */
export default defineIsolationFixture({
  area: 'clients',
  prefixes: ['/api/clients/'],
  async create({ t, tenant, owner, marker }) {
    const client = await createClientVia(t, owner, tenant, {
      firstName: marker,
      lastName: 'Client',
      email: `${marker.toLowerCase()}@example.com`,
      stripeCustomerId: undefined,
    });
    const contact = await t.request(owner, 'POST', `/api/clients/${client.id}/contacts`, {
      tenant,
      body: { contactType: 'phone_call', subject: `${marker} call` },
    });
    if (contact.statusCode !== 201) throw new Error(`contact: ${contact.statusCode} ${contact.body}`);
    const [method] = await t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
      tx
        .insert(clientPaymentMethods)
        .values({
          tenantId: tenant.id,
          clientId: client.id,
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
    return { params: { id: client.id, methodId: method.id }, ids: { clientId: client.id } };
  },
  bodies: {
    'POST /api/clients/:id/contacts': () => ({ contactType: 'phone_call', subject: 'Hello' }),
    'POST /api/clients/:id/payment-methods/stripe': () => ({ paymentMethodId: 'pm_other' }),
    'PATCH /api/clients/:id/payment-methods/:methodId': () => ({ displayName: 'Renamed' }),
  },
});
