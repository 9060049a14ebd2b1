import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPng } from '../../platform/images/png-image';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { addLocation, createUnit, firstLocationId } from '../equipment/equipment.test-support';
import { sendJobPhoto } from './job-photos.test-support';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';

/*
 * Technician photos: stored through the image pipeline (type by the bytes, re-encoded as JPEG without metadata,
 * a thumbnail), once per device id, linked to one of the job's units; a technician reaches only their own jobs and
 * photos, the office decides what the portal shows; every change audited.
 */
let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let tech: TestUser;
let colleague: TestUser;
let outsider: TestUser;
let jobId: string;
let unitId: string;
let elsewhereUnitId: string;

const upload = (
  user: TestUser,
  fields: Record<string, string>,
  file: { name: string; data: Buffer } | null,
  job = jobId,
  tenant = acme,
) => sendJobPhoto(t, user, tenant, job, fields, file);

const png = drawPng(64, 48, (x, y) => [x * 4, y * 5, 120]);

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  tech = await t.user({ tenant: acme, role: 'member' });
  colleague = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  const techId = (await createTechnician(t, owner, acme, { name: 'Tina Field', userId: tech.id })).id;
  await createTechnician(t, owner, acme, { name: 'Carl Other', userId: colleague.id });
  const clientId = await seedClient(t, acme, { name: 'Rosa Client', address: '12 Oak St' });
  const locationId = await firstLocationId(t, acme, clientId);
  unitId = (await createUnit(t, owner, acme, locationId)).id;
  const rental = await addLocation(t, owner, acme, clientId);
  elsewhereUnitId = (await createUnit(t, owner, acme, rental.id, { serialNumber: 'ELSEWHERE1' })).id;
  jobId = (await createJob(t, owner, acme, clientId)).id;
  const assigned = await t.request(owner, 'POST', `/api/service-jobs/${jobId}/assign`, {
    tenant: acme,
    body: { technicianId: techId, scheduledDate: dayAt(0) },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
});

afterAll(() => t?.close());

describe('technician photos', () => {
  const id = '0195f0a0-0000-7000-8000-0000000000a1';

  it('stores a technician photo re-encoded as JPEG with a thumbnail, once per device id', async () => {
    const fields = { id, tag: 'before', caption: 'Coil before cleaning', equipmentId: unitId };
    const res = await upload(tech, fields, { name: 'IMG_0001.png', data: png });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id,
      source: 'technician',
      fileName: 'IMG_0001.jpg',
      contentType: 'image/jpeg',
      width: 64,
      height: 48,
      tag: 'before',
      caption: 'Coil before cleaning',
      equipmentId: unitId,
      technicianName: 'Tina Field',
      portalVisible: false,
      hasThumbnail: true,
    });
    const again = await upload(tech, fields, { name: 'IMG_0001.png', data: png });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).toBe(id);

    const list = await t.request(owner, 'GET', `/api/service-jobs/${jobId}/photos`, { tenant: acme });
    expect(list.json().map((p: { id: string }) => p.id)).toEqual([id]);
    const bytes = await t.request(tech, 'GET', `/api/service-jobs/${jobId}/photos/${id}`, { tenant: acme });
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const thumb = await t.request(owner, 'GET', `/api/service-jobs/${jobId}/photos/${id}/thumbnail`, {
      tenant: acme,
    });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('jpeg');

    const audit = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute<{ summary: string }>(sql`select summary from audit_log
        where tenant_id = ${acme.id} and entity_id = ${jobId} and action = 'job_photo_upload'`),
    );
    expect(audit.rows.map((r) => r.summary)).toEqual([
      expect.stringMatching(/^Before photo added to job .+: Coil before cleaning$/),
    ]);
  });

  it('drops the metadata of the original (a phone photo’s GPS position never reaches the store)', async () => {
    const withGps = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'SecretCam' } })
      .toBuffer();
    expect(withGps.includes('SecretCam')).toBe(true);
    const res = await upload(tech, { tag: 'after' }, { name: 'gps.jpg', data: withGps });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.request(tech, 'GET', `/api/service-jobs/${jobId}/photos/${res.json().id}`, {
      tenant: acme,
    });
    expect(stored.rawPayload.includes('SecretCam')).toBe(false);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('refuses what is not a photo, a photo that cannot be decoded, no file, and a unit elsewhere', async () => {
    const text = await upload(tech, {}, { name: 'notes.jpg', data: Buffer.from('hello, not an image') });
    expect(text.statusCode).toBe(400);
    expect(text.json().fieldErrors.photo).toBe('notes.jpg is not a JPEG, PNG, WebP or HEIC photo');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const unreadable = await upload(tech, {}, { name: 'broken.jpg', data: broken });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().fieldErrors.photo).toBe('broken.jpg could not be read as a photo');
    const none = await upload(tech, { tag: 'other' }, null);
    expect(none.json().fieldErrors.photo).toBe('Choose a photo');
    const elsewhere = await upload(tech, { equipmentId: elsewhereUnitId }, { name: 'a.png', data: png });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fieldErrors.equipmentId).toBe('Choose a unit at the job’s location');
  });

  it('keeps other technicians and tenants out; only the office shows a photo in the portal', async () => {
    expect((await upload(colleague, {}, { name: 'a.png', data: png })).statusCode).toBe(404);
    expect((await upload(outsider, {}, { name: 'a.png', data: png }, jobId, other)).statusCode).toBe(404);
    const peek = await t.request(colleague, 'GET', `/api/service-jobs/${jobId}/photos/${id}`, {
      tenant: acme,
    });
    expect(peek.statusCode).toBe(404);
    const url = `/api/service-jobs/${jobId}/photos/${id}`;
    const byTech = await t.request(tech, 'PATCH', url, { tenant: acme, body: { portalVisible: true } });
    expect(byTech.statusCode).toBe(403);
    const caption = await t.request(tech, 'PATCH', url, { tenant: acme, body: { caption: 'Coil, dirty' } });
    expect(caption.json()).toMatchObject({ caption: 'Coil, dirty', portalVisible: false });
    const shown = await t.request(owner, 'PATCH', url, { tenant: acme, body: { portalVisible: true } });
    expect(shown.json()).toMatchObject({ caption: 'Coil, dirty', portalVisible: true });
  });

  it('deletes a photo unless a checklist answer names it', async () => {
    const res = await upload(tech, { tag: 'other' }, { name: 'spare.png', data: png });
    const url = `/api/service-jobs/${jobId}/photos/${res.json().id}`;
    expect((await t.request(colleague, 'DELETE', url, { tenant: acme })).statusCode).toBe(404);
    expect((await t.request(tech, 'DELETE', url, { tenant: acme })).statusCode).toBe(204);
    expect((await t.request(owner, 'GET', url, { tenant: acme })).statusCode).toBe(404);
  });
});
