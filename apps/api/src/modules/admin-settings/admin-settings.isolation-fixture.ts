import { defineIsolationFixture } from '../../security/isolation/fixture';

/**
 * Admin Settings tabs: a custom role, a general setting and the three one-per-tenant forms (company,
 * communications, customer portal), each carrying the marker. Integrations have their own fixture next to this
 * one (their `:id` is another record's), the e-mail log (/api/admin/emails/) its own in modules/emails.
 */
export default defineIsolationFixture({
  area: 'admin-settings',
  prefixes: [
    '/api/admin/permissions/',
    '/api/admin/general/',
    '/api/admin/company',
    '/api/admin/communications',
    '/api/admin/customer-portal',
  ],
  async create({ t, tenant, owner, marker }) {
    const post = async (url: string, body: unknown) => {
      const res = await t.request(owner, 'POST', url, { tenant, body });
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const role = await post('/api/admin/permissions', {
      role: `${marker.toLowerCase()}-office`,
      permissions: ['clients:view', 'quotes:view'],
      description: `${marker} office`,
    });
    const settingKey = `${marker}.greeting`;
    await post('/api/admin/general', {
      settingKey,
      settingValue: `${marker} hello`,
      settingType: 'text',
      description: `${marker} setting`,
    });
    await post('/api/admin/company', { companyName: `${marker} Company` });
    await post('/api/admin/communications', { fromName: `${marker} Office` });
    await post('/api/admin/customer-portal', { portalTitle: `${marker} Portal` });
    return { params: { id: role.id, settingKey } };
  },
});
