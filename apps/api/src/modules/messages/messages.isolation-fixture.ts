import { defineIsolationFixture } from '../../security/isolation/fixture';
import { seedClient } from '../dispatching/dispatching.test-support';

/** Text threads: a staff text makes the client's thread (the sending route sits under /api/clients/). */
export default defineIsolationFixture({
  area: 'messages',
  prefixes: ['/api/messages/'],
  async create({ t, tenant, owner, marker }) {
    const clientId = await seedClient(t, tenant, { name: `${marker} Texted`, phone: '(512) 555-0171' });
    const sent = await t.request(owner, 'POST', `/api/clients/${clientId}/messages`, {
      tenant,
      body: { body: `${marker} running late` },
    });
    if (sent.statusCode !== 201) throw new Error(`text: ${sent.statusCode} ${sent.body}`);
    const threads = await t.request(owner, 'GET', '/api/messages/threads', { tenant });
    const thread = threads.json().find((th: { clientId: string }) => th.clientId === clientId);
    if (!thread) throw new Error(`thread: ${threads.statusCode} ${threads.body}`);
    return { params: { id: thread.id }, ids: { clientId, threadId: thread.id } };
  },
  bodies: {
    'PATCH /api/messages/threads/:id': () => ({ read: true }),
  },
});
