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

/*
 * Checklists: templates (validation, unique names, services), copies on jobs (on create, on services change,
 * template edits reach only unanswered copies), answers by kind, out-of-range readings, conflict-safe answers,
 * Complete refused while required items are missing, and the reach rules (a technician: own jobs only).
 */
let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let tech: TestUser;
let colleague: TestUser;
let manager: TestUser;
let outsider: TestUser;
let techId: string;
let colleagueId: string;
let clientId: string;
let tuneUp: string;
let repair: string;

const PNG = `data:image/png;base64,${drawPng(4, 4, () => [0, 0, 0]).toString('base64')}`;

const maintenance = (serviceIds: string[], name = 'AC maintenance') => ({
  name,
  serviceIds,
  items: [
    { label: 'Filter replaced', kind: 'yesno', required: true },
    { label: 'Superheat', kind: 'number', unit: '°F', min: 8, max: 12, required: true },
    { label: 'Condenser coil', kind: 'choice', choices: ['Clean', 'Dirty', 'Damaged'] },
    { label: 'Notes', kind: 'text' },
  ],
});

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  tech = await t.user({ tenant: acme, role: 'member' });
  colleague = await t.user({ tenant: acme, role: 'member' });
  manager = await t.user({ tenant: acme, role: 'manager' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  techId = (await createTechnician(t, owner, acme, { name: 'Tina Field', userId: tech.id, maxJobs: 20 })).id;
  colleagueId = (
    await createTechnician(t, owner, acme, { name: 'Carl Other', userId: colleague.id, maxJobs: 20 })
  ).id;
  clientId = await seedClient(t, acme, { name: 'Rosa Client' });
  tuneUp = await seedService(t, acme, 'AC Tune-Up');
  repair = await seedService(t, acme, 'Compressor Repair', '450.00');
});
afterAll(() => t.close());

const post = (user: TestUser, url: string, body: unknown, tenant = acme) =>
  t.request(user, 'POST', url, { tenant, body });

async function template(body: unknown) {
  const res = await post(owner, '/api/checklist-templates', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function assignedJob(serviceIds: string[], technicianId = techId) {
  const job = await createJob(t, owner, acme, clientId, {
    services: serviceIds.map((serviceId) => ({ serviceId, quantity: 1 })),
  });
  const res = await post(owner, `/api/service-jobs/${job.id}/assign`, {
    technicianId,
    scheduledDate: dayAt(0),
  });
  expect(res.statusCode, res.body).toBe(200);
  return job.id as string;
}

const checklistOf = (user: TestUser, jobId: string) =>
  t.request(user, 'GET', `/api/service-jobs/${jobId}/checklist`, { tenant: acme });

const answer = (user: TestUser, jobId: string, itemId: string, body: unknown, key?: string) =>
  t.request(user, 'PUT', `/api/service-jobs/${jobId}/checklist/${itemId}`, {
    tenant: acme,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

async function itemsOf(jobId: string) {
  const res = await checklistOf(owner, jobId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().checklists.flatMap((c: { items: unknown[] }) => c.items) as Array<{
    id: string;
    label: string;
    version: number;
    value: unknown;
  }>;
}
const byLabel = async (jobId: string, label: string) =>
  (await itemsOf(jobId)).find((i) => i.label === label)!;

describe('checklist templates', () => {
  it('validates items: range order, choices, unit only on numbers, at least one item', async () => {
    const res = await post(owner, '/api/checklist-templates', {
      name: 'Bad',
      items: [
        { label: 'Pressure', kind: 'number', min: 12, max: 8 },
        { label: 'Coil', kind: 'choice', choices: ['Clean'] },
        { label: 'Door', kind: 'yesno', unit: 'psi' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      'items.0.max': 'The expected range must run from low to high',
      'items.1.choices': 'Give at least two choices',
      'items.2.unit': 'Only number items have a unit or a range',
    });
    const empty = await post(owner, '/api/checklist-templates', { name: 'Empty', items: [] });
    expect(empty.json().fieldErrors).toMatchObject({ items: 'Add at least one item' });
  });

  it('creates, lists by name with its services, refuses a duplicate name and a foreign service', async () => {
    const created = await template(maintenance([tuneUp], 'Furnace safety'));
    expect(created).toMatchObject({
      name: 'Furnace safety',
      services: [{ id: tuneUp, name: 'AC Tune-Up' }],
      items: [
        { label: 'Filter replaced', kind: 'yesno', required: true, unit: null },
        { label: 'Superheat', kind: 'number', unit: '°F', min: '8.000', max: '12.000' },
        { label: 'Condenser coil', choices: ['Clean', 'Dirty', 'Damaged'], required: false },
        { label: 'Notes', kind: 'text' },
      ],
    });
    const dup = await post(owner, '/api/checklist-templates', maintenance([], 'FURNACE SAFETY'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A checklist template named FURNACE SAFETY already exists');
    const foreign = await post(owner, '/api/checklist-templates', {
      ...maintenance([], 'Foreign'),
      serviceIds: [await seedService(t, other, 'Their service')],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ 'serviceIds.0': 'Service not found' });
    const list = await t.request(owner, 'GET', '/api/checklist-templates?search=safety', { tenant: acme });
    expect(list.json().map((x: { name: string }) => x.name)).toEqual(['Furnace safety']);
    expect(list.headers['x-total-count']).toBe('1');
    const byService = await t.request(owner, 'GET', `/api/checklist-templates?serviceId=${repair}`, {
      tenant: acme,
    });
    expect(byService.json()).toEqual([]);
    // Members view templates (services:view) but cannot change them.
    expect((await post(tech, '/api/checklist-templates', maintenance([], 'Mine'))).statusCode).toBe(403);
    expect(
      (await t.request(outsider, 'GET', `/api/checklist-templates/${created.id}`, { tenant: other }))
        .statusCode,
    ).toBe(404);
    await t.request(owner, 'DELETE', `/api/checklist-templates/${created.id}`, { tenant: acme });
  });
});

describe('a job’s checklist', () => {
  it('copies the templates of the job’s services on creation and when its services change', async () => {
    const tpl = await template(maintenance([tuneUp], 'Copy test'));
    const jobId = await assignedJob([repair]);
    expect((await checklistOf(owner, jobId)).json().checklists).toEqual([]);
    const patched = await t.request(owner, 'PATCH', `/api/service-jobs/${jobId}`, {
      tenant: acme,
      body: { services: [{ serviceId: tuneUp, quantity: 1 }] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const sheet = (await checklistOf(owner, jobId)).json();
    expect(sheet.checklists).toHaveLength(1);
    expect(sheet.checklists[0]).toMatchObject({ name: 'Copy test', templateId: tpl.id });
    expect(sheet.missingRequired.map((m: { label: string }) => m.label)).toEqual([
      'Filter replaced',
      'Superheat',
    ]);
    // Services change back: the unanswered copy goes.
    await t.request(owner, 'PATCH', `/api/service-jobs/${jobId}`, {
      tenant: acme,
      body: { services: [{ serviceId: repair, quantity: 1 }] },
    });
    expect((await checklistOf(owner, jobId)).json().checklists).toEqual([]);
    await t.request(owner, 'DELETE', `/api/checklist-templates/${tpl.id}`, { tenant: acme });
  });

  it('answers by kind, flags out-of-range readings, and template edits spare answered copies', async () => {
    const tpl = await template(maintenance([tuneUp], 'Answers'));
    const answered = await assignedJob([tuneUp]);
    const untouched = await assignedJob([tuneUp]);
    const superheat = await byLabel(answered, 'Superheat');
    const res = await answer(tech, answered, superheat.id, { value: '14.5', baseVersion: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      value: '14.500',
      outOfRange: true,
      answeredBy: 'Tina Field',
      version: 1,
    });
    const filter = await byLabel(answered, 'Filter replaced');
    expect((await answer(tech, answered, filter.id, { value: 'yes' })).json().fieldErrors).toEqual({
      value: 'Answer yes or no',
    });
    expect((await answer(tech, answered, filter.id, { value: true })).json()).toMatchObject({ value: true });
    const coil = await byLabel(answered, 'Condenser coil');
    expect((await answer(tech, answered, coil.id, { value: 'Rusty' })).statusCode).toBe(400);
    expect((await answer(tech, answered, coil.id, { value: 'Dirty' })).json().value).toBe('Dirty');

    // The template gains an item: the untouched job follows, the answered one keeps its version.
    const edited = await t.request(owner, 'PATCH', `/api/checklist-templates/${tpl.id}`, {
      tenant: acme,
      body: {
        items: [...maintenance([]).items, { label: 'Customer signature', kind: 'signature', required: true }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await itemsOf(untouched)).map((i) => i.label)).toContain('Customer signature');
    expect((await itemsOf(answered)).map((i) => i.label)).not.toContain('Customer signature');
    expect((await byLabel(answered, 'Superheat')).value).toBe('14.500');

    const audit = await t.db.platform((tx) =>
      tx.execute<{ summary: string }>(
        sql`select summary from audit_log where entity = 'job_checklist' and entity_id = ${answered}
          order by created_at, id`,
      ),
    );
    expect(audit.rows[0].summary).toMatch(/^Superheat on job JOB-\d{4}-\d{4}: 14\.5 °F \(out of range\)$/);
    await t.request(owner, 'DELETE', `/api/checklist-templates/${tpl.id}`, { tenant: acme });
  });

  it('refuses an answer that would overwrite a colleague’s later one, and replays an Idempotency-Key', async () => {
    const tpl = await template(maintenance([tuneUp], 'Conflicts'));
    const jobId = await assignedJob([tuneUp]);
    const notes = await byLabel(jobId, 'Notes');
    // The office answers first; the technician's queued answer was made on version 0.
    expect((await answer(owner, jobId, notes.id, { value: 'Office note' })).statusCode).toBe(200);
    const late = await answer(tech, jobId, notes.id, { value: 'Tech note', baseVersion: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Notes was changed by .+ meanwhile; their answer was kept$/);
    expect((await byLabel(jobId, 'Notes')).value).toBe('Office note');
    // The same person's answers in a row (a re-sent queue) simply win.
    const key = `answer-${Date.now()}`;
    const first = await answer(tech, jobId, notes.id, { value: 'Tech note' }, key);
    const again = await answer(tech, jobId, notes.id, { value: 'Tech note' }, key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(
      (await answer(tech, jobId, notes.id, { value: 'Tech note 2', baseVersion: first.json().version - 1 }))
        .statusCode,
    ).toBe(200);
    await t.request(owner, 'DELETE', `/api/checklist-templates/${tpl.id}`, { tenant: acme });
  });

  it('refuses Complete while required items are missing, naming them; completes once they are answered', async () => {
    const tpl = await template({
      ...maintenance([tuneUp], 'Completion'),
      items: [...maintenance([]).items, { label: 'Customer signature', kind: 'signature', required: true }],
    });
    const jobId = await assignedJob([tuneUp]);
    expect((await post(tech, `/api/my-day/jobs/${jobId}/start`, {})).statusCode).toBe(200);
    const refused = await post(tech, `/api/my-day/jobs/${jobId}/complete`, { notes: 'Done' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Complete the required checklist items first: Filter replaced, Superheat, Customer signature',
    );
    const items = await itemsOf(jobId);
    await answer(tech, jobId, items.find((i) => i.label === 'Filter replaced')!.id, { value: true });
    await answer(tech, jobId, items.find((i) => i.label === 'Superheat')!.id, { value: 10 });
    const signature = items.find((i) => i.label === 'Customer signature')!.id;
    const fake = `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`;
    expect((await answer(tech, jobId, signature, { value: fake })).json().fieldErrors).toEqual({
      value: 'Draw the signature',
    });
    expect((await answer(tech, jobId, signature, { value: PNG })).statusCode).toBe(200);
    const done = await post(tech, `/api/my-day/jobs/${jobId}/complete`, { notes: 'Done' });
    expect(done.statusCode, done.body).toBe(200);
    // Completed: the technician can no longer change answers; the office may still correct them.
    const notes = items.find((i) => i.label === 'Notes')!.id;
    expect((await answer(tech, jobId, notes, { value: 'late' })).statusCode).toBe(409);
    expect((await checklistOf(tech, jobId)).json().editable).toBe(false);
    expect((await answer(owner, jobId, notes, { value: 'Office correction' })).statusCode).toBe(200);
    await t.request(owner, 'DELETE', `/api/checklist-templates/${tpl.id}`, { tenant: acme });
  });

  it('a technician reaches only their own jobs; the office every job; another tenant none', async () => {
    const tpl = await template(maintenance([tuneUp], 'Reach'));
    const mine = await assignedJob([tuneUp], techId);
    const theirs = await assignedJob([tuneUp], colleagueId);
    const item = (await itemsOf(theirs))[0];
    expect((await checklistOf(tech, theirs)).statusCode).toBe(404);
    expect((await answer(tech, theirs, item.id, { value: true })).statusCode).toBe(404);
    expect((await checklistOf(tech, mine)).statusCode).toBe(200);
    expect((await checklistOf(manager, theirs)).statusCode).toBe(200);
    expect(
      (await t.request(outsider, 'GET', `/api/service-jobs/${mine}/checklist`, { tenant: other })).statusCode,
    ).toBe(404);
    // Another job's item under this job's URL is not found.
    expect((await answer(owner, mine, item.id, { value: true })).statusCode).toBe(404);
    await t.request(owner, 'DELETE', `/api/checklist-templates/${tpl.id}`, { tenant: acme });
  });
});
