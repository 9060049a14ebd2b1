import { emailOutbox } from '../../db/schema';
import { defineIsolationFixture } from '../../security/isolation/fixture';

/** The tenant's e-mail outbox (Admin → e-mails); a row is written directly. */
export default defineIsolationFixture({
  area: 'emails',
  prefixes: ['/api/admin/emails/'],
  async create({ t, tenant, marker }) {
    const [row] = await t.db.platform((tx) =>
      tx
        .insert(emailOutbox)
        .values({
          tenantId: tenant.id,
          toAddress: `${marker.toLowerCase()}@example.com`,
          subject: `${marker} subject`,
          textBody: `${marker} body`,
        })
        .returning({ id: emailOutbox.id }),
    );
    return { params: { id: row.id } };
  },
});
