import { randomUUID } from 'node:crypto';
import { defineIsolationFixture } from '../../security/isolation/fixture';

/**
 * Exports: an export's progress (tracked under the id the browser passes) is its owner's record; an export
 * type is no record: the same value in every tenant.
 */
export default defineIsolationFixture({
  area: 'data-export',
  prefixes: ['/api/exports/'],
  async create({ t, tenant, owner }) {
    const progressId = randomUUID();
    const res = await t.request(owner, 'GET', '/api/exports/clients.csv', { tenant, query: { progressId } });
    if (res.statusCode !== 200) throw new Error(`export: ${res.statusCode} ${res.body}`);
    return { params: { progressId }, values: { type: 'clients' } };
  },
});
