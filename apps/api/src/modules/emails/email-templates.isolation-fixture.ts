import { defineIsolationFixture } from '../../security/isolation/fixture';

/** The tenant's e-mail templates: `:kind` names no record (every tenant has the same three). */
export default defineIsolationFixture({
  area: 'email-templates',
  prefixes: ['/api/settings/email-templates'],
  async create({ t, tenant, owner, marker }) {
    const res = await t.request(owner, 'PUT', '/api/settings/email-templates/quote', {
      tenant,
      body: { subject: `${marker} quote {number}`, message: `${marker} hello {name}` },
    });
    if (res.statusCode !== 200) throw new Error(`email template: ${res.statusCode} ${res.body}`);
    return { params: {}, values: { kind: 'invoice' } };
  },
  bodies: {
    'PUT /api/settings/email-templates/:kind': () => ({
      subject: 'Invoice {number}',
      message: 'Hello {name}',
    }),
  },
});
