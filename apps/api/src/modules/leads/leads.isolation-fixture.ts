import { sql } from 'drizzle-orm';
import { defineIsolationFixture } from '../../security/isolation/fixture';
import { enableBooking, sendRequest } from './leads.test-support';

/** Leads: another organization's bookings and requests can be neither seen, changed nor converted. */
export default defineIsolationFixture({
  area: 'leads',
  prefixes: ['/api/leads/'],
  async create({ t, tenant, owner, marker }) {
    await enableBooking(t, tenant, owner);
    const reference = await sendRequest(t, tenant, {
      name: `${marker} Lead`,
      email: `${marker.toLowerCase()}@example.com`,
    });
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ id: string }>(
        sql`select id from leads where tenant_id = ${tenant.id} and reference = ${reference}`,
      ),
    );
    return { params: { id: rows[0]!.id } };
  },
  bodies: {
    'PATCH /api/leads/:id': () => ({ status: 'contacted' }),
    'POST /api/leads/:id/convert': () => ({ to: 'quote' }),
  },
});
