import { defineIsolationFixture } from '../../security/isolation/fixture';

const poBody = (supplier: string, inventoryId?: string) => ({
  purchaseOrder: { supplier, orderDate: '2026-03-02', shippingCost: '5.00' },
  lineItems: [{ inventoryId, description: 'Filters', quantity: 4, unitCost: '3.00' }],
});

/** Purchase orders (lines reference parts; receiving moves stock). */
export default defineIsolationFixture({
  area: 'purchase-orders',
  prefixes: ['/api/purchase-orders/'],
  async create({ t, tenant, owner, marker }) {
    const part = await t.request(owner, 'POST', '/api/inventory', {
      tenant,
      body: { name: `${marker} Coil`, unitPrice: '40.00', cost: '20.00', currentStock: 1 },
    });
    if (part.statusCode !== 201) throw new Error(`part: ${part.statusCode} ${part.body}`);
    const res = await t.request(owner, 'POST', '/api/purchase-orders', {
      tenant,
      body: poBody(`${marker} Supply Co`, part.json().id),
    });
    if (res.statusCode !== 201) throw new Error(`purchase order: ${res.statusCode} ${res.body}`);
    const po = res.json();
    const lineId = (po.lineItems ?? [])[0]?.id as string | undefined;
    return { params: { id: po.id }, ids: { partId: part.json().id, lineId: lineId ?? po.id } };
  },
  bodies: {
    'POST /api/purchase-orders/:id/receive': (own) => ({ lines: [{ lineId: own.ids!.lineId, quantity: 1 }] }),
  },
  references: (_own, foreign) => [
    { method: 'POST', url: '/api/purchase-orders', body: poBody('Foreign part', foreign.ids!.partId) },
  ],
});
