import { clientPaymentMethods } from '../../db/schema';
import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createClientVia } from './clients.test-support';

const locationBody = () => ({
  name: 'Rental',
  address: '14 Elm St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
});

/** Clients, their contact log and saved payment methods and service locations (the method row is written directly: no Stripe). */
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
    const location = await t.request(owner, 'POST', `/api/clients/${client.id}/locations`, {
      tenant,
      body: { ...locationBody(), name: `${marker} Rental` },
    });
    if (location.statusCode !== 201) throw new Error(`location: ${location.statusCode} ${location.body}`);
    return {
      params: { id: client.id, methodId: method.id, locationId: location.json().id },
      ids: { clientId: client.id, locationId: location.json().id },
    };
  },
  bodies: {
    'POST /api/clients/:id/contacts': () => ({ contactType: 'phone_call', subject: 'Hello' }),
    'POST /api/clients/:id/messages': () => ({ body: 'Hello' }),
    'POST /api/clients/:id/payment-methods/stripe': () => ({ paymentMethodId: 'pm_other' }),
    'PATCH /api/clients/:id/payment-methods/:methodId': () => ({ displayName: 'Renamed' }),
    'POST /api/clients/:id/locations': () => locationBody(),
    'PATCH /api/clients/:id/locations/:locationId': () => ({ name: 'Renamed' }),
  },
});
