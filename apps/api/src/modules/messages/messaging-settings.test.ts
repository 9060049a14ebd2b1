import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOMATION_DEFAULTS,
  AUTOMATION_SKIP_REASONS,
  MESSAGING_SETTINGS_MESSAGES,
} from '@tradeworks/contracts/messaging-settings';
import type { TestUser } from '../../test/test-context';
import { twoOrganizations, type TwoOrganizations } from '../../test/two-organizations.test-support';
import { seedClient } from '../dispatching/dispatching.test-support';
import { queueAutomatedText } from './automation-texts';

/*
 * Admin → Messaging: the automations' switches, templates and offsets (defaults until saved, validated,
 * audited), and the engine every automation queues through (off: nothing; on: the template rendered into the
 * client's thread; no number: a skipped entry with its reason in the log).
 */
let { t, acme, other, owner, member, outsider } = {} as TwoOrganizations;

beforeAll(async () => {
  ({ t, acme, other, owner, member, outsider } = await twoOrganizations());
});
afterAll(() => t.close());

const get = (user: TestUser | null, tenant = acme) =>
  t.request(user, 'GET', '/api/admin/messaging', { tenant });
const patch = (user: TestUser | null, body: unknown, tenant = acme) =>
  t.request(user, 'PATCH', '/api/admin/messaging', { tenant, body });

describe('GET/PATCH /api/admin/messaging', () => {
  it('reads the defaults before anything is saved: every automation off with its template', async () => {
    const res = await get(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      quietStart: '21:00',
      quietEnd: '08:00',
      country: 'US',
      reviewUrl: null,
      reviewOncePerDays: 90,
      providerConfigured: false,
      automations: {
        appointment_reminder: { enabled: false, offsets: [24, 2] },
        quote_follow_up: { enabled: false, offsets: [2, 5, 10] },
      },
    });
    expect(res.json().automations.on_my_way.template).toBe(AUTOMATION_DEFAULTS.on_my_way.template);
  });

  it('saves a switch, a template and offsets (sorted), keeps the rest, and audits the change', async () => {
    const res = await patch(owner, {
      quietStart: '20:30',
      automations: {
        appointment_reminder: { enabled: true, offsets: [3, 48] },
        on_my_way: { template: '{technician_first_name} is coming: {tracking_link}' },
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = (await get(owner)).json();
    expect(saved.quietStart).toBe('20:30');
    expect(saved.automations.appointment_reminder).toEqual({
      enabled: true,
      offsets: [3, 48],
      template: AUTOMATION_DEFAULTS.appointment_reminder.template,
    });
    expect(saved.automations.on_my_way).toMatchObject({
      enabled: false,
      template: '{technician_first_name} is coming: {tracking_link}',
    });
    const audit = await t.db.platform((tx) =>
      tx.execute<{ changes: Record<string, unknown> }>(sql`select changes from audit_log
        where tenant_id = ${acme.id} and entity = 'messaging_settings'`),
    );
    expect(audit.rows).toHaveLength(1);
    expect(Object.keys(audit.rows[0].changes).sort()).toEqual(['automations', 'quietStart']);
  });

  it('refuses unknown variables, offsets out of range and a review request without a review URL', async () => {
    const unknown = await patch(owner, {
      automations: { job_completed: { template: 'Hi {tracking_link}' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(MESSAGING_SETTINGS_MESSAGES.unknownVariable('tracking_link'));
    const tooMany = await patch(owner, { automations: { appointment_reminder: { offsets: [1, 2, 3] } } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('At most 2 offsets');
    const range = await patch(owner, { automations: { quote_follow_up: { offsets: [0] } } });
    expect(range.statusCode).toBe(400);
    const empty = await patch(owner, { automations: { on_my_way: { template: '  ' } } });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(MESSAGING_SETTINGS_MESSAGES.templateRequired);
    const review = await patch(owner, { automations: { review_request: { enabled: true } } });
    expect(review.statusCode).toBe(400);
    expect(review.json().fieldErrors.reviewUrl).toBe(MESSAGING_SETTINGS_MESSAGES.reviewNeedsUrl);
    const withUrl = await patch(owner, {
      reviewUrl: 'https://g.page/r/acme/review',
      automations: { review_request: { enabled: true } },
    });
    expect(withUrl.statusCode).toBe(200);
    expect(withUrl.json().automations.review_request.enabled).toBe(true);
  });

  it('is for settings editors of the organization only', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(member)).statusCode).toBe(403);
    expect((await patch(member, { quietStart: '22:00' })).statusCode).toBe(403);
    // Another organization reads its own defaults, untouched by acme's change.
    const theirs = await get(outsider, other);
    expect(theirs.json().quietStart).toBe('21:00');
  });
});

describe('the automation engine', () => {
  const queue = (clientId: string, key: string) =>
    t.db.tenant({ tenantId: acme.id, userId: null }, (scope) =>
      queueAutomatedText(scope, {
        kind: 'appointment_reminder',
        clientId,
        values: { date: 'Tue, Dec 1', time: '9:30 AM', service: 'AC tune-up' },
        dedupeKey: key,
        relatedEntity: 'service_job',
        relatedId: key,
        dueAt: new Date(Date.now() + 86_400_000),
      }),
    );
  const textsFor = (key: string) =>
    t.db.platform((tx) =>
      tx.execute<{ status: string; body: string; skip_reason: string | null; thread_id: string | null }>(
        sql`select status, body, skip_reason, thread_id from sms_messages where tenant_id = ${acme.id} and related_id = ${key}`,
      ),
    );

  it('queues the rendered template once per event, and skips a client without a number with the reason', async () => {
    const rosa = await seedClient(t, acme, { name: 'Rosa Diaz', firstName: 'Rosa', phone: '(512) 555-0142' });
    expect(await queue(rosa, 'visit-1')).toBe('queued');
    expect(await queue(rosa, 'visit-1')).toBe('duplicate');
    const [text] = (await textsFor('visit-1')).rows;
    expect(text.status).toBe('queued');
    expect(text.thread_id).not.toBeNull();
    expect(text.body).toMatch(/^Reminder from .+: AC tune-up on Tue, Dec 1 at 9:30 AM\. Reply C/);

    const nophone = await seedClient(t, acme, { name: 'No Phone', phone: null });
    expect(await queue(nophone, 'visit-2')).toBe('skipped');
    expect((await textsFor('visit-2')).rows[0]).toMatchObject({
      status: 'skipped',
      skip_reason: AUTOMATION_SKIP_REASONS.noPhone,
    });
  });

  it('queues nothing while the automation is switched off', async () => {
    await patch(owner, { automations: { appointment_reminder: { enabled: false } } });
    const rosa = await seedClient(t, acme, { name: 'Off Client', phone: '(512) 555-0150' });
    expect(await queue(rosa, 'visit-3')).toBe('off');
    expect((await textsFor('visit-3')).rows).toHaveLength(0);
  });
});
