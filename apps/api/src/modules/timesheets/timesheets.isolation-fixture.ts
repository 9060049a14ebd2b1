import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createTechnician } from '../dispatching/dispatching.test-support';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Timesheets (/api/timesheets…): a technician with an entry the office added yesterday (PATCH :entryId) and a
 * planned labour cost rate (DELETE cost-rates/:id); bodies and references point at the technician.
 */
export default defineIsolationFixture({
  area: 'timesheets',
  prefixes: ['/api/timesheets'],
  async create({ t, tenant, owner, marker }) {
    const technician = await createTechnician(t, owner, tenant, { name: `${marker} Timesheet Tech` });
    const startedAt = new Date(Date.now() - 26 * 3_600_000).toISOString();
    const endedAt = new Date(Date.now() - 25 * 3_600_000).toISOString();
    const entry = await t.request(owner, 'POST', '/api/timesheets', {
      tenant,
      body: { technicianId: technician.id, kind: 'shift', startedAt, endedAt, reason: `${marker} forgot` },
    });
    if (entry.statusCode !== 201) throw new Error(`time entry: ${entry.statusCode} ${entry.body}`);
    const rate = await t.request(owner, 'POST', '/api/timesheets/cost-rates', {
      tenant,
      body: { technicianId: technician.id, hourlyRate: '30.00', effectiveFrom: inDays(30) },
    });
    if (rate.statusCode !== 201) throw new Error(`cost rate: ${rate.statusCode} ${rate.body}`);
    return {
      params: { entryId: entry.json().id, id: rate.json().id },
      ids: { technicianId: technician.id },
    };
  },
  bodies: {
    'PATCH /api/timesheets/:entryId': () => ({ notes: 'Checked', reason: 'Isolation check' }),
  },
  references: (_own, foreign) => [
    {
      method: 'POST',
      url: '/api/timesheets',
      body: {
        technicianId: foreign.ids!.technicianId,
        kind: 'shift',
        startedAt: new Date(Date.now() - 50 * 3_600_000).toISOString(),
        endedAt: new Date(Date.now() - 49 * 3_600_000).toISOString(),
        reason: 'Foreign technician',
      },
    },
    {
      method: 'POST',
      url: '/api/timesheets/approve',
      body: { technicianId: foreign.ids!.technicianId, weekStart: '2026-01-05' },
    },
    {
      method: 'POST',
      url: '/api/timesheets/cost-rates',
      body: { technicianId: foreign.ids!.technicianId, hourlyRate: '30.00', effectiveFrom: inDays(40) },
    },
  ],
});
