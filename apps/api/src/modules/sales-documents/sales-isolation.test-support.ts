import type { FixtureContext, IsolationRecords, ReferenceAttempt } from '../../security/isolation/fixture';
import { seedSalesFixture } from './sales.test-support';

/** Shared by the quotes and invoices fixtures: a client, a service and a part, then one document. */
export async function createSalesDocument(
  { t, tenant, owner, marker }: FixtureContext,
  url: '/api/quotes' | '/api/invoices',
): Promise<IsolationRecords> {
  const seeded = await seedSalesFixture(t, tenant, marker);
  const res = await t.request(owner, 'POST', url, {
    tenant,
    body: {
      clientId: seeded.clientId,
      notes: `${marker} notes`,
      ...(url === '/api/invoices' ? { dueDate: '2026-12-31' } : {}),
      lineItems: [
        { itemType: 'service', serviceId: seeded.serviceId, description: `${marker} line`, rate: '89.00' },
      ],
    },
  });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return {
    params: { id: res.json().id },
    ids: {
      clientId: seeded.clientId,
      serviceId: seeded.serviceId,
      partId: seeded.partId,
      locationId: res.json().locationId,
    },
  };
}

/** A document in the caller's tenant pointing at the other tenant's client, location, service or part. */
export function foreignReferences(
  url: string,
  own: IsolationRecords,
  foreign: IsolationRecords,
): ReferenceAttempt[] {
  const line = (extra: Record<string, unknown>) => ({ description: 'x', rate: '1.00', ...extra });
  const due = url === '/api/invoices' ? { dueDate: '2026-12-31' } : {};
  const bodies = [
    { ...due, clientId: foreign.ids!.clientId, lineItems: [line({})] },
    {
      ...due,
      clientId: own.ids!.clientId,
      lineItems: [line({ itemType: 'service', serviceId: foreign.ids!.serviceId })],
    },
    {
      ...due,
      clientId: own.ids!.clientId,
      lineItems: [line({ itemType: 'inventory', inventoryId: foreign.ids!.partId })],
    },
    { ...due, clientId: own.ids!.clientId, locationId: foreign.ids!.locationId, lineItems: [line({})] },
  ];
  return [
    ...bodies.map((body) => ({ method: 'POST' as const, url, body })),
    ...bodies.map((body) => ({ method: 'PATCH' as const, url: `${url}/${own.params.id}`, body })),
  ];
}
