import { smsMedia, smsMessages } from '../../db/schema';
import { drawPng } from '../../platform/images/png-image';
import { defineIsolationFixture } from '../../security/isolation/fixture';
import { seedClient } from '../dispatching/dispatching.test-support';

/**
 * Text threads: a staff text makes the client's thread (the sending route sits under /api/clients/); the
 * messaging settings (Admin → Messaging) carry the marker in a template.
 */
export default defineIsolationFixture({
  area: 'messages',
  prefixes: ['/api/messages/', '/api/admin/messaging'],
  async create({ t, tenant, owner, marker }) {
    const settings = await t.request(owner, 'PATCH', '/api/admin/messaging', {
      tenant,
      body: { automations: { job_completed: { template: `${marker} thanks {client_first_name}` } } },
    });
    if (settings.statusCode !== 200) throw new Error(`settings: ${settings.statusCode} ${settings.body}`);
    const clientId = await seedClient(t, tenant, { name: `${marker} Texted`, phone: '(512) 555-0171' });
    const sent = await t.request(owner, 'POST', `/api/clients/${clientId}/messages`, {
      tenant,
      body: { body: `${marker} running late` },
    });
    if (sent.statusCode !== 201) throw new Error(`text: ${sent.statusCode} ${sent.body}`);
    const threads = await t.request(owner, 'GET', '/api/messages/threads', { tenant });
    const thread = threads.json().find((th: { clientId: string }) => th.clientId === clientId);
    if (!thread) throw new Error(`thread: ${threads.statusCode} ${threads.body}`);
    // A photo the client sent by MMS (what the inbound webhook stores after fetching it from Twilio).
    const photo = await t.db.tenant({ tenantId: tenant.id, userId: null }, async ({ tx }) => {
      const [text] = await tx
        .insert(smsMessages)
        .values({
          tenantId: tenant.id,
          direction: 'inbound',
          status: 'received',
          kind: 'inbound',
          threadId: thread.id,
          clientId,
          toNumber: '+15125550100',
          fromNumber: '+15125550171',
          body: `${marker} photo`,
        })
        .returning({ id: smsMessages.id });
      const content = drawPng(2, 2, () => [10, 20, 30]);
      const [media] = await tx
        .insert(smsMedia)
        .values({
          tenantId: tenant.id,
          messageId: text.id,
          contentType: 'image/png',
          sizeBytes: content.length,
          content,
        })
        .returning({ id: smsMedia.id });
      return { messageId: text.id, mediaId: media.id };
    });
    return { params: { id: thread.id, ...photo }, ids: { clientId, threadId: thread.id } };
  },
  bodies: {
    'PATCH /api/messages/threads/:id': () => ({ read: true }),
    'PATCH /api/admin/messaging': () => ({ quietStart: '22:00' }),
  },
});
