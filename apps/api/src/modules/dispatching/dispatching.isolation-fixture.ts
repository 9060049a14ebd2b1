import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createUnit, firstLocationId } from '../equipment/equipment.test-support';
import { createJob, createTechnician, dayAt, seedClient, seedService } from './dispatching.test-support';

/**
 * Service jobs (/api/service-jobs/:id and its actions, track and invoice). Technicians have their own `:id`
 * and so their own fixture (technicians.isolation-fixture.ts); /api/dispatch/* has no path parameter.
 */
export default defineIsolationFixture({
  area: 'service-jobs',
  prefixes: ['/api/service-jobs/'],
  async create(ctx) {
    const { t, tenant, owner, marker } = ctx;
    const clientId = await seedClient(t, tenant, {
      name: `${marker} Client`,
      address: `${marker} 12 Oak Ave`,
    });
    const serviceId = await seedService(t, tenant, `${marker} Tune-Up`);
    const technician = await createTechnician(t, owner, tenant, { name: `${marker} Tech` });
    const job = await createJob(t, owner, tenant, clientId, {
      serviceType: `${marker} Tune-Up`,
      description: `${marker} job`,
      services: [{ serviceId, quantity: 1 }],
    });
    const locationId = await firstLocationId(t, tenant, clientId);
    const unit = await createUnit(t, owner, tenant, locationId, { serialNumber: `${marker}-SN` });
    return {
      params: { id: job.id },
      ids: {
        clientId,
        serviceId,
        technicianId: technician.id,
        jobId: job.id,
        locationId,
        equipmentId: unit.id,
      },
    };
  },
  bodies: {
    'POST /api/service-jobs/:id/assign': (own) => ({
      technicianId: own.ids!.technicianId,
      scheduledDate: dayAt(1),
    }),
  },
  references: (own, foreign) => {
    const job = (extra: Record<string, unknown>) => ({
      clientId: own.ids!.clientId,
      serviceType: 'x',
      scheduledDate: dayAt(1),
      ...extra,
    });
    const jobUrl = `/api/service-jobs/${own.params.id}`;
    return [
      { method: 'POST', url: '/api/service-jobs', body: job({ clientId: foreign.ids!.clientId }) },
      {
        method: 'POST',
        url: '/api/service-jobs',
        body: job({ services: [{ serviceId: foreign.ids!.serviceId }] }),
      },
      { method: 'POST', url: '/api/service-jobs', body: job({ locationId: foreign.ids!.locationId }) },
      { method: 'POST', url: '/api/service-jobs', body: job({ equipmentIds: [foreign.ids!.equipmentId] }) },
      { method: 'PATCH', url: jobUrl, body: { clientId: foreign.ids!.clientId } },
      { method: 'PATCH', url: jobUrl, body: { locationId: foreign.ids!.locationId } },
      { method: 'PATCH', url: jobUrl, body: { equipmentIds: [foreign.ids!.equipmentId] } },
      { method: 'PATCH', url: jobUrl, body: { services: [{ serviceId: foreign.ids!.serviceId }] } },
      {
        method: 'POST',
        url: `${jobUrl}/assign`,
        body: { technicianId: foreign.ids!.technicianId, scheduledDate: dayAt(1) },
      },
      {
        method: 'POST',
        url: '/api/dispatch/optimize-routes',
        body: { technicianIds: [foreign.ids!.technicianId] },
      },
    ];
  },
});
