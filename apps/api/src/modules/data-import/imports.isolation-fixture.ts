import { defineIsolationFixture } from '../../security/isolation/fixture';
import { upload } from './import.test-support';

/**
 * Import jobs: one dry-run clients import per tenant (a valid row and an invalid one, so its error-row CSV
 * has content), uploaded through the API. An import type (templates, saved mappings) is no record: the
 * same value in every tenant.
 */
export default defineIsolationFixture({
  area: 'data-import',
  prefixes: ['/api/imports/'],
  async create({ t, tenant, owner, marker }) {
    const csv = [
      'firstName,lastName,email,phone,address,city,state,zipCode',
      `${marker},Imported,${marker.toLowerCase()}.import@example.com,(512) 555-0100,1 Main St,Austin,TX,78704`,
      `${marker},Broken,not-an-email,(512) 555-0100,1 Main St,Austin,TX,78704`,
    ].join('\n');
    const job = await upload(t, owner, tenant, 'clients', csv, { fileName: `${marker} clients.csv` });
    return { params: { id: job.id }, values: { type: 'clients' } };
  },
  bodies: {
    'POST /api/imports/:id/commit': () => ({ mode: 'skip-invalid' }),
    'PUT /api/imports/mappings/:type': () => ({ mapping: { 'First name': 'firstName' } }),
  },
});
