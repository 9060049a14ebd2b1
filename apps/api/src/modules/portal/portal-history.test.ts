import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPng } from '../../platform/images/png-image';
import type { TestUser } from '../../test/test-context';
import { createJob, createTechnician, dayAt, seedService } from '../dispatching/dispatching.test-support';
import { sendJobPhoto } from '../job-photos/job-photos.test-support';
import {
  closePortalWorld,
  createPortalWorld,
  portalRequest,
  signIn,
  type PortalWorld,
} from './portal.test-support';

/*
 * The portal's service history shows, under a completed visit, only the technician photos and the checklists the
 * office marked visible on the job (issue 35): hidden ones, other clients' jobs and signatures never reach it;
 * technicians cannot change what the client sees.
 */
let w: PortalWorld;
let tech: TestUser;
let pat: string;
let other: string;
let slug: string;
let jobId: string;
let checklistId: string;
let shownPhoto: string;

const png = drawPng(64, 48, (x, y) => [x * 4, y * 5, 120]);
const owner = () => w.acme.owner;
const staff = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
  w.t.request(user, method, url, { tenant: w.acme.tenant, ...(body === undefined ? {} : { body }) });
const history = async (cookie: string) =>
  (await portalRequest(w.t, cookie, 'GET', `/api/portal/${slug}/history`)).json() as Array<{
    id: string;
    photos: Array<{ id: string; tag: string | null; caption: string | null }>;
    checklists: Array<{ name: string; items: Array<Record<string, unknown>> }>;
  }>;

beforeAll(async () => {
  w = await createPortalWorld();
  const { t, acme } = w;
  slug = acme.tenant.slug;
  await t.request(acme.owner, 'PATCH', '/api/admin/customer-portal', {
    tenant: acme.tenant,
    body: { allowServiceHistory: true },
  });
  tech = await t.user({ tenant: acme.tenant, role: 'member' });
  const techId = (await createTechnician(t, acme.owner, acme.tenant, { name: 'Tina Field', userId: tech.id }))
    .id;
  const tuneUp = await seedService(t, acme.tenant, 'Furnace tune-up');
  const template = await staff(owner(), 'POST', '/api/checklist-templates', {
    name: 'Furnace check',
    serviceIds: [tuneUp],
    items: [
      { label: 'Filter replaced', kind: 'yesno', required: true },
      { label: 'Temperature rise', kind: 'number', unit: '°F', min: 35, max: 65 },
      { label: 'Customer signature', kind: 'signature' },
    ],
  });
  expect(template.statusCode, template.body).toBe(201);
  jobId = (
    await createJob(t, acme.owner, acme.tenant, acme.f.clientId, {
      services: [{ serviceId: tuneUp, quantity: 1 }],
    })
  ).id;
  expect(
    (
      await staff(owner(), 'POST', `/api/service-jobs/${jobId}/assign`, {
        technicianId: techId,
        scheduledDate: dayAt(0),
      })
    ).statusCode,
  ).toBe(200);
  const sheet = (await staff(tech, 'GET', `/api/service-jobs/${jobId}/checklist`)).json();
  checklistId = sheet.checklists[0].id;
  const items = sheet.checklists[0].items as Array<{ id: string; label: string }>;
  const answer = (label: string, value: unknown) =>
    staff(tech, 'PUT', `/api/service-jobs/${jobId}/checklist/${items.find((i) => i.label === label)!.id}`, {
      value,
    });
  expect((await answer('Filter replaced', true)).statusCode).toBe(200);
  expect((await answer('Temperature rise', 72)).statusCode).toBe(200);
  const signature = `data:image/png;base64,${drawPng(4, 4, () => [0, 0, 0]).toString('base64')}`;
  expect((await answer('Customer signature', signature)).statusCode).toBe(200);
  const photo = async (caption: string) => {
    const res = await sendJobPhoto(
      w.t,
      tech,
      acme.tenant,
      jobId,
      { tag: 'after', caption },
      { name: 'a.png', data: png },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  shownPhoto = await photo('New filter in');
  await photo('Inside the cabinet');
  expect((await staff(tech, 'POST', `/api/my-day/jobs/${jobId}/start`, {})).statusCode).toBe(200);
  const done = await staff(tech, 'POST', `/api/my-day/jobs/${jobId}/complete`, { notes: 'Tuned up' });
  expect(done.statusCode, done.body).toBe(200);
  pat = await signIn(t, acme);
  other = await signIn(t, acme, acme.otherClientId, 'other-acme@example.com');
});
afterAll(() => closePortalWorld(w));

describe('portal history: what the office shows of a visit', () => {
  it('shows nothing of the job’s photos and checklists until the office marks them visible', async () => {
    const visit = (await history(pat)).find((v) => v.id === jobId)!;
    expect(visit).toMatchObject({ photos: [], checklists: [] });
  });

  it('a technician cannot change what the client sees', async () => {
    const res = await staff(tech, 'PATCH', `/api/service-jobs/${jobId}/checklists/${checklistId}`, {
      portalVisible: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only the office chooses what the client sees in the portal');
    expect((await history(pat)).find((v) => v.id === jobId)!.checklists).toEqual([]);
  });

  it('the visible photo and checklist reach the client’s history (answers as text), nobody else’s', async () => {
    const shown = await staff(owner(), 'PATCH', `/api/service-jobs/${jobId}/checklists/${checklistId}`, {
      portalVisible: true,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().checklists[0]).toMatchObject({ id: checklistId, portalVisible: true });
    const photo = await staff(owner(), 'PATCH', `/api/service-jobs/${jobId}/photos/${shownPhoto}`, {
      portalVisible: true,
    });
    expect(photo.statusCode, photo.body).toBe(200);

    const visit = (await history(pat)).find((v) => v.id === jobId)!;
    expect(visit.photos).toEqual([{ id: shownPhoto, tag: 'after', caption: 'New filter in' }]);
    expect(visit.checklists).toEqual([
      {
        name: 'Furnace check',
        items: [
          { label: 'Filter replaced', answer: 'Yes', expected: null, outOfRange: false },
          { label: 'Temperature rise', answer: '72 °F', expected: '35–65 °F', outOfRange: true },
          { label: 'Customer signature', answer: 'Signed', expected: null, outOfRange: false },
        ],
      },
    ]);
    // The signature drawing itself never reaches the portal.
    expect(JSON.stringify(await history(pat))).not.toContain('data:image/png');
    const image = await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/photos/${shownPhoto}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Another client of the same organization sees neither the visit nor its photo.
    expect((await history(other)).some((v) => v.id === jobId)).toBe(false);
    expect(
      (await portalRequest(w.t, other, 'GET', `/api/portal/${slug}/photos/${shownPhoto}`)).statusCode,
    ).toBe(404);
  });

  it('hidden again: the checklist leaves the history; the change is in the activity log', async () => {
    const hidden = await staff(owner(), 'PATCH', `/api/service-jobs/${jobId}/checklists/${checklistId}`, {
      portalVisible: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect((await history(pat)).find((v) => v.id === jobId)!.checklists).toEqual([]);
    const log = await w.t.db.platform((tx) =>
      tx.execute<{ summary: string }>(sql`select summary from audit_log
        where tenant_id = ${w.acme.tenant.id} and entity_id = ${jobId} and action = 'checklist_portal'`),
    );
    expect(log.rows.map((l) => l.summary).sort()).toEqual([
      expect.stringMatching(/^Checklist Furnace check of job JOB-\d{4}-\d{4} hidden from the portal$/),
      expect.stringMatching(
        /^Checklist Furnace check of job JOB-\d{4}-\d{4} shown to the client in the portal$/,
      ),
    ]);
    // A checklist of another job under this job's URL is not found.
    const otherJob = (await createJob(w.t, owner(), w.acme.tenant, w.acme.f.clientId)).id;
    expect(
      (
        await staff(owner(), 'PATCH', `/api/service-jobs/${otherJob}/checklists/${checklistId}`, {
          portalVisible: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});
