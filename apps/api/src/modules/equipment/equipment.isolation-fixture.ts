import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createTechnician, seedClient } from '../dispatching/dispatching.test-support';
import { createUnit, firstLocationId } from './equipment.test-support';

/** Units, their history and refrigerant log. */
export default defineIsolationFixture({
  area: 'equipment',
  prefixes: ['/api/equipment/'],
  async create({ t, tenant, owner, marker }) {
    const clientId = await seedClient(t, tenant, { name: `${marker} Client` });
    const locationId = await firstLocationId(t, tenant, clientId);
    const unit = await createUnit(t, owner, tenant, locationId, {
      make: `${marker} Carrier`,
      serialNumber: `${marker}-SN`,
    });
    const technician = await createTechnician(t, owner, tenant, { name: `${marker} Tech` });
    const logged = await t.request(owner, 'POST', `/api/equipment/${unit.id}/refrigerant-log`, {
      tenant,
      body: { action: 'added', amountOz: 12, technicianId: technician.id, notes: `${marker} leak` },
    });
    if (logged.statusCode !== 201) throw new Error(`refrigerant: ${logged.statusCode} ${logged.body}`);
    return {
      params: { id: unit.id },
      ids: { clientId, locationId, equipmentId: unit.id, technicianId: technician.id },
    };
  },
  bodies: {
    'PATCH /api/equipment/:id': () => ({ notes: 'Filter changed' }),
    'POST /api/equipment/:id/refrigerant-log': (own) => ({
      action: 'recovered',
      amountOz: 4,
      technicianId: own.ids!.technicianId,
    }),
  },
  references: (own, foreign) => [
    { method: 'POST', url: '/api/equipment', body: { locationId: foreign.ids!.locationId, type: 'furnace' } },
    {
      method: 'PATCH',
      url: `/api/equipment/${own.params.id}`,
      body: { locationId: foreign.ids!.locationId },
    },
    {
      method: 'POST',
      url: `/api/equipment/${own.params.id}/refrigerant-log`,
      body: { action: 'added', amountOz: 2, technicianId: foreign.ids!.technicianId },
    },
  ],
});
