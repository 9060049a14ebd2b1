import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPng } from '../../platform/images/png-image';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import {
  createJob,
  createTechnician,
  dayAt,
  seedClient,
  seedService,
} from '../dispatching/dispatching.test-support';
import { sendJobPhoto } from '../job-photos/job-photos.test-support';

/*
 * The work order PDF: what the job recorded in the field (answers with an out-of-range reading, time on the
 * job, a photo, the customer's signature) printed for the client; a technician reaches only their own jobs, another
 * tenant none.
 */
let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let tech: TestUser;
let colleague: TestUser;
let outsider: TestUser;
let jobId: string;

const PNG = `data:image/png;base64,${drawPng(40, 20, (x) => (x % 4 ? [255, 255, 255] : [0, 0, 0])).toString('base64')}`;

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tw-wo-')), 'wo.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Comfort Pro HVAC' });
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  tech = await t.user({ tenant: acme, role: 'member' });
  colleague = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  const techId = (await createTechnician(t, owner, acme, { name: 'Tina Field', userId: tech.id })).id;
  await createTechnician(t, owner, acme, { name: 'Carl Other', userId: colleague.id });
  const clientId = await seedClient(t, acme, { name: 'Rosa Client', address: '12 Oak St' });
  const tuneUp = await seedService(t, acme, 'AC Tune-Up', '129.00');
  const template = await t.request(owner, 'POST', '/api/checklist-templates', {
    tenant: acme,
    body: {
      name: 'AC maintenance',
      serviceIds: [tuneUp],
      items: [
        { label: 'Filter replaced', kind: 'yesno', required: true },
        { label: 'Superheat', kind: 'number', unit: '°F', min: 8, max: 12, required: true },
      ],
    },
  });
  expect(template.statusCode, template.body).toBe(201);
  const job = await createJob(t, owner, acme, clientId, { services: [{ serviceId: tuneUp, quantity: 1 }] });
  jobId = job.id;
  const assigned = await t.request(owner, 'POST', `/api/service-jobs/${jobId}/assign`, {
    tenant: acme,
    body: { technicianId: techId, scheduledDate: dayAt(0) },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const act = (action: string, body: unknown = {}) =>
    t.request(tech, 'POST', `/api/my-day/jobs/${jobId}/${action}`, { tenant: acme, body });
  expect((await act('start', { at: new Date(Date.now() - 45 * 60_000).toISOString() })).statusCode).toBe(200);
  const sheet = (
    await t.request(tech, 'GET', `/api/service-jobs/${jobId}/checklist`, { tenant: acme })
  ).json();
  const [filter, superheat] = sheet.checklists[0].items;
  for (const [item, value] of [
    [filter, true],
    [superheat, '15.5'],
  ] as const) {
    const res = await t.request(tech, 'PUT', `/api/service-jobs/${jobId}/checklist/${item.id}`, {
      tenant: acme,
      body: { value },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const photo = await sendJobPhoto(
    t,
    tech,
    acme,
    jobId,
    { tag: 'before', caption: 'Coil before cleaning' },
    { name: 'coil.png', data: drawPng(60, 40, (x, y) => [x * 4, y * 6, 90]) },
  );
  expect(photo.statusCode, photo.body).toBe(201);
  const done = await act('complete', {
    notes: 'Cleaned the coil',
    signatureDataUrl: PNG,
    signerName: 'Rosa Martinez',
  });
  expect(done.statusCode, done.body).toBe(200);
});
afterAll(() => t.close());

const workOrder = (user: TestUser, tenant = acme) =>
  t.request(user, 'GET', `/api/service-jobs/${jobId}/work-order.pdf`, { tenant });

describe('GET /api/service-jobs/{id}/work-order.pdf', () => {
  it('prints the job, its answers with the out-of-range reading, the time and the signature', async () => {
    const res = await workOrder(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="work-order-JOB-\d{4}-\d{4}\.pdf"$/,
    );
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Comfort Pro HVAC',
      'WORK ORDER',
      'Rosa Client',
      'Cleaned the coil',
      'AC Tune-Up',
      '$129.00',
      'Checklist: AC maintenance',
      'Filter replaced',
      '15.5 °F (expected 8–12 °F) - OUT OF RANGE',
      'Time on this job',
      'On job:',
      '(45 min)',
      'Signed by Rosa Martinez',
      'Photos',
      'Before: Coil before cleaning',
    ])
      expect(text).toContain(expected);
    // The signature and the photo's thumbnail are embedded images.
    expect(res.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBe(2);
  });

  it('the job’s technician gets it; a colleague and another tenant get 404', async () => {
    expect((await workOrder(tech)).statusCode).toBe(200);
    expect((await workOrder(colleague)).statusCode).toBe(404);
    expect((await workOrder(outsider, other)).statusCode).toBe(404);
    expect((await workOrder(null as unknown as TestUser)).statusCode).toBe(401);
  });
});

describe('POST /api/service-jobs/{id}/work-order/email', () => {
  const email = (user: TestUser, body: unknown, tenant = acme) =>
    t.request(user, 'POST', `/api/service-jobs/${jobId}/work-order/email`, { tenant, body });

  it('queues the PDF for the client in the outbox with its audit entry; without an address it asks for one', async () => {
    const none = await email(owner, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.to).toBe('Enter an e-mail address');
    const res = await email(owner, { to: 'rosa@example.com', message: 'Thanks for having us.' });
    expect(res.statusCode, res.body).toBe(202);
    const { rows } = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute<{
        subject: string;
        text_body: string;
        related_entity: string;
        files: string[];
        summary: string;
      }>(
        sql`select o.subject, o.text_body, o.related_entity,
          (select array_agg(a->>'filename') from jsonb_array_elements(o.attachments) a) as files,
          (select summary from audit_log where tenant_id = o.tenant_id and action = 'work_order_email') as summary
        from email_outbox o where o.tenant_id = ${acme.id} and o.id = ${res.json().emailId}`,
      ),
    );
    expect(rows).toEqual([
      {
        subject: expect.stringMatching(/^Work order JOB-\d{4}-\d{4} from Comfort Pro HVAC$/),
        text_body: expect.stringContaining('Thanks for having us.'),
        related_entity: 'service_job',
        files: [expect.stringMatching(/^work-order-JOB-\d{4}-\d{4}\.pdf$/)],
        summary: expect.stringMatching(/^Work order JOB-\d{4}-\d{4} e-mailed to rosa@example\.com$/),
      },
    ]);
  });

  it('a colleague and another tenant get 404', async () => {
    expect((await email(colleague, { to: 'x@example.com' })).statusCode).toBe(404);
    expect((await email(outsider, { to: 'x@example.com' }, other)).statusCode).toBe(404);
  });
});
