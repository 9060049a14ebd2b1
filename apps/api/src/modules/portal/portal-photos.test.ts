import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  detectPhotoType,
  PORTAL_PHOTO_MAX_BYTES,
  PORTAL_PHOTO_MESSAGES,
} from '@tradeworks/contracts/portal-photos';
import type { TestUser } from '../../test/test-context';
import {
  closePortalWorld,
  createPortalWorld,
  portalRequest,
  signIn,
  type PortalWorld,
} from './portal.test-support';
import {
  jpegPhoto,
  multipart,
  pngPhoto,
  sendRequestWithPhotos,
  type TestFile,
} from './portal-photos.test-support';

let w: PortalWorld;
let pat: string;
let slug: string;
let memberNoDispatch: TestUser;
let dispatchViewer: TestUser;

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  (await w.t.db.platform((tx) => tx.execute<T & Record<string, unknown>>(query))).rows as T[];

const jobIdOf = async (jobNumber: string, tenantId: string) =>
  (
    await rowsOf<{ id: string }>(
      sql`select id from service_jobs where tenant_id = ${tenantId} and job_number = ${jobNumber}`,
    )
  )[0].id;

const jobCount = async () =>
  (await rowsOf<{ n: number }>(sql`select count(*)::int as n from service_jobs`))[0].n;

beforeAll(async () => {
  w = await createPortalWorld();
  slug = w.acme.tenant.slug;
  pat = await signIn(w.t, w.acme);
  // A member who may not see dispatching, and a manager who may only view it.
  await w.t.db.platform((tx) =>
    tx.execute(sql`insert into permission_roles (tenant_id, id, role, permissions, is_active) values
      (${w.acme.tenant.id}, gen_random_uuid(), 'member', array['clients'], true),
      (${w.acme.tenant.id}, gen_random_uuid(), 'manager', array['dispatching:view'], true)`),
  );
  memberNoDispatch = await w.t.user({ tenant: w.acme.tenant, role: 'member' });
  dispatchViewer = await w.t.user({ tenant: w.acme.tenant, role: 'manager' });
});
afterAll(() => closePortalWorld(w));

describe('photo type by content', () => {
  it('knows JPEG, PNG, WebP and HEIC by their first bytes, and nothing else', () => {
    expect(detectPhotoType(jpegPhoto().data)).toBe('image/jpeg');
    expect(detectPhotoType(pngPhoto().data)).toBe('image/png');
    expect(detectPhotoType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(detectPhotoType(Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00', 'latin1'))).toBe(
      'image/heic',
    );
    expect(detectPhotoType(Buffer.from('\x00\x00\x00\x18ftypmp42', 'latin1'))).toBeNull(); // a video
    expect(detectPhotoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectPhotoType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectPhotoType(new Uint8Array())).toBeNull();
  });
});

describe('request service with photos', () => {
  let jobId: string;
  let photoIds: string[];
  const png = pngPhoto('outdoor unit.png');
  const jpeg = jpegPhoto('Fläche.jpg');

  it('stores the photos with the pending job, in one audited transaction', async () => {
    const res = await sendRequestWithPhotos(w.t, pat, slug, [png, jpeg], {
      serviceType: 'AC repair',
      description: 'Rattles when it starts',
      preferredDate: '',
      preferredTimes: 'weekday mornings',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toContain(body.jobNumber);
    expect(body.photos).toMatchObject([
      { fileName: 'outdoor unit.png', contentType: 'image/png', sizeBytes: png.data.length },
      { fileName: 'Fläche.jpg', contentType: 'image/jpeg', sizeBytes: jpeg.data.length },
    ]);
    photoIds = body.photos.map((p: { id: string }) => p.id);
    jobId = await jobIdOf(body.jobNumber, w.acme.tenant.id);
    const audit = await rowsOf<{ action: string; user_id: string | null; summary: string }>(
      sql`select action, user_id, summary from audit_log where entity_id = ${jobId} order by action`,
    );
    expect(audit.map((a) => a.action)).toEqual(['portal_photo_upload', 'portal_request']);
    expect(audit[0]).toMatchObject({ user_id: null });
    expect(audit[0].summary).toMatch(/attached 2 photos to job JOB-\d{4}-\d{4} in the customer portal/);
    const [job] = await rowsOf<{ status: string; notes: string }>(
      sql`select status, notes from service_jobs where id = ${jobId}`,
    );
    expect(job.status).toBe('pending');
    expect(job.notes).toContain('Preferred times: weekday mornings');
  });

  it('the client sees their own photo, inline, with its type and nosniff', async () => {
    const res = await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/photos/${photoIds[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="outdoor unit.png"; filename*=UTF-8''outdoor%20unit.png`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.rawPayload.equals(png.data)).toBe(true);
    const second = await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/photos/${photoIds[1]}`);
    expect(second.headers['content-disposition']).toContain(`filename="Fl_che.jpg"`);
  });

  it('staff who can view dispatching see the job’s photos and open each one', async () => {
    for (const user of [w.acme.owner, dispatchViewer]) {
      const list = await w.t.request(user, 'GET', `/api/service-jobs/${jobId}/photos`, {
        tenant: w.acme.tenant,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().map((p: { id: string }) => p.id)).toEqual(photoIds);
      const image = await w.t.request(user, 'GET', `/api/service-jobs/${jobId}/photos/${photoIds[1]}`, {
        tenant: w.acme.tenant,
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.equals(jpeg.data)).toBe(true);
    }
  });

  it('403 for staff without dispatching access, 401 signed out', async () => {
    for (const url of [
      `/api/service-jobs/${jobId}/photos`,
      `/api/service-jobs/${jobId}/photos/${photoIds[0]}`,
    ]) {
      const denied = await w.t.request(memberNoDispatch, 'GET', url, { tenant: w.acme.tenant });
      expect(denied.statusCode).toBe(403);
      const anonymous = await w.t.request(null, 'GET', url, { tenant: w.acme.tenant });
      expect(anonymous.statusCode).toBe(401);
    }
    const portalSignedOut = await portalRequest(
      w.t,
      null,
      'GET',
      `/api/portal/${slug}/photos/${photoIds[0]}`,
    );
    expect(portalSignedOut.statusCode).toBe(401);
    const postSignedOut = await sendRequestWithPhotos(w.t, null, slug, [pngPhoto()]);
    expect(postSignedOut.statusCode).toBe(401);
  });

  it('another client’s photo and another tenant’s photo are 404 for the client and for staff', async () => {
    const sibling = await signIn(w.t, w.acme, w.acme.otherClientId, 'other-acme@example.com');
    const siblingRes = await sendRequestWithPhotos(w.t, sibling, slug, [pngPhoto('sibling.png')]);
    expect(siblingRes.statusCode).toBe(201);
    const siblingPhoto = siblingRes.json().photos[0].id as string;
    const globexCookie = await signIn(w.t, w.globex);
    const globexRes = await sendRequestWithPhotos(w.t, globexCookie, w.globex.tenant.slug, [
      pngPhoto('g.png'),
    ]);
    expect(globexRes.statusCode).toBe(201);
    const globexPhoto = globexRes.json().photos[0].id as string;
    const globexJob = await jobIdOf(globexRes.json().jobNumber, w.globex.tenant.id);

    // The client: only their own photos.
    for (const id of [siblingPhoto, globexPhoto]) {
      const res = await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/photos/${id}`);
      expect(res.statusCode).toBe(404);
    }
    // Another tenant's portal session is no session here, and its own portal does not serve acme's photo.
    expect(
      (await portalRequest(w.t, globexCookie, 'GET', `/api/portal/${slug}/photos/${photoIds[0]}`)).statusCode,
    ).toBe(401);
    expect(
      (
        await portalRequest(
          w.t,
          globexCookie,
          'GET',
          `/api/portal/${w.globex.tenant.slug}/photos/${photoIds[0]}`,
        )
      ).statusCode,
    ).toBe(404);

    // Staff: another tenant's job and photo, and a photo under a job it is not of.
    const staff = (url: string) => w.t.request(w.acme.owner, 'GET', url, { tenant: w.acme.tenant });
    expect((await staff(`/api/service-jobs/${globexJob}/photos`)).statusCode).toBe(404);
    expect((await staff(`/api/service-jobs/${globexJob}/photos/${globexPhoto}`)).statusCode).toBe(404);
    expect((await staff(`/api/service-jobs/${jobId}/photos/${globexPhoto}`)).statusCode).toBe(404);
    expect((await staff(`/api/service-jobs/${jobId}/photos/${siblingPhoto}`)).statusCode).toBe(404);
  });

  it('a JSON request (no photos) still works', async () => {
    const res = await portalRequest(w.t, pat, 'POST', `/api/portal/${slug}/service-requests`, {
      serviceType: 'Furnace tune-up',
      description: 'Before winter',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().photos).toEqual([]);
  });
});

describe('photos that are refused (400, nothing stored)', () => {
  const refused = async (files: TestFile[], message: string) => {
    const before = await jobCount();
    const res = await sendRequestWithPhotos(w.t, pat, slug, files);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fieldErrors: { photos: message } });
    expect(await jobCount()).toBe(before);
  };

  it('a file that is not an image by its content, whatever its name and declared type', async () => {
    const svg = { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('<svg onload="alert(1)"/>') };
    await refused([pngPhoto(), svg], PORTAL_PHOTO_MESSAGES.wrongType('photo.jpg'));
    const html = { name: 'x.png', type: 'image/png', data: Buffer.from('<html><script>1</script>') };
    await refused([html], 'x.png is not a JPEG, PNG, WebP or HEIC photo');
  });

  it('a photo over 10 MB', async () => {
    const big = pngPhoto('big.png');
    const data = Buffer.concat([big.data, Buffer.alloc(PORTAL_PHOTO_MAX_BYTES + 1 - big.data.length)]);
    await refused([{ ...big, data }], 'big.png is larger than 10 MB');
  });

  it('exactly 10 MB is accepted', async () => {
    const ok = pngPhoto('edge.png');
    const data = Buffer.concat([ok.data, Buffer.alloc(PORTAL_PHOTO_MAX_BYTES - ok.data.length)]);
    const res = await sendRequestWithPhotos(w.t, pat, slug, [{ ...ok, data }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().photos[0].sizeBytes).toBe(PORTAL_PHOTO_MAX_BYTES);
  });

  it('more than 5 photos', async () => {
    const six = Array.from({ length: 6 }, (_, i) => pngPhoto(`p${i}.png`, i * 30));
    await refused(six, 'Attach at most 5 photos');
  });

  it('the form’s own validation and the control-character check still apply to a multipart request', async () => {
    const noType = await sendRequestWithPhotos(w.t, pat, slug, [pngPhoto()], { description: 'x' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().fieldErrors).toMatchObject({ serviceType: 'Choose the kind of service' });
    const nul = await sendRequestWithPhotos(w.t, pat, slug, [pngPhoto()], {
      serviceType: 'AC',
      description: 'a\u0000b',
    });
    expect(nul.statusCode).toBe(400);
    const broken = await w.t.app.inject({
      method: 'POST',
      url: `/api/portal/${slug}/service-requests`,
      headers: { cookie: pat, 'content-type': 'multipart/form-data' },
      payload: 'no boundary',
    });
    expect(broken.statusCode).toBe(400);
    // A form cut off in the middle of a photo.
    const whole = await multipart({ serviceType: 'AC', description: 'x' }, [pngPhoto()]);
    const cut = await w.t.app.inject({
      method: 'POST',
      url: `/api/portal/${slug}/service-requests`,
      headers: { cookie: pat, 'content-type': whole.contentType },
      payload: whole.payload.subarray(0, whole.payload.length - 60),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe('The upload could not be read');
  });

  it('the portal’s request feature off: the photo route answers 404', async () => {
    const [photo] = await rowsOf<{ id: string }>(
      sql`select id from service_job_photos where tenant_id = ${w.acme.tenant.id} limit 1`,
    );
    await w.t.db.platform((tx) =>
      tx.execute(
        sql`update customer_portal_settings set allow_quote_requests = false where tenant_id = ${w.acme.tenant.id}`,
      ),
    );
    try {
      const res = await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/photos/${photo.id}`);
      expect(res.statusCode).toBe(404);
    } finally {
      await w.t.db.platform((tx) =>
        tx.execute(
          sql`update customer_portal_settings set allow_quote_requests = true where tenant_id = ${w.acme.tenant.id}`,
        ),
      );
    }
  });
});
