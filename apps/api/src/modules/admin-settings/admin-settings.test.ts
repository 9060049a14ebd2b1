import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import zlib from 'node:zlib';
import { auditLog, memberships } from '../../db/schema';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { documentBody, pdfText, seedSalesFixture } from '../sales-documents/sales.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let admin: TestUser;
let manager: TestUser;
let member: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  other = await t.tenant({ name: 'Other Co' });
  admin = await t.user({ tenant: acme, role: 'admin' });
  manager = await t.user({ tenant: acme, role: 'manager' });
  member = await t.user({ tenant: acme, role: 'member' });
  otherAdmin = await t.user({ tenant: other, role: 'admin' });
});
afterAll(() => t.close());

const SETTINGS_READS = [
  '/api/admin/permissions',
  '/api/admin/company',
  '/api/admin/integrations',
  '/api/admin/communications',
  '/api/admin/customer-portal',
];

describe('access', () => {
  it('401 signed out; settings tabs need edit on settings (a manager views settings but gets 403)', async () => {
    for (const url of [...SETTINGS_READS, '/api/admin/general']) {
      expect((await t.request(null, 'GET', url, { tenant: acme })).statusCode, url).toBe(401);
    }
    for (const url of SETTINGS_READS) {
      expect((await t.request(manager, 'GET', url, { tenant: acme })).statusCode, url).toBe(403);
    }
    const post = await t.request(manager, 'POST', '/api/admin/general', {
      tenant: acme,
      body: { settingKey: 'a', settingValue: 'b' },
    });
    expect(post.statusCode).toBe(403);
  });
});

describe('permissions (custom roles)', () => {
  it('creates, lists with user counts, refuses duplicates, owner and escalation', async () => {
    const res = await t.request(admin, 'POST', '/api/admin/permissions', {
      tenant: acme,
      body: {
        role: 'Dispatcher',
        permissions: ['dispatching', 'scheduling', 'clients:view', 'quotes'],
        description: 'Office',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'dispatcher', isActive: true, userCount: 0 });
    const dup = await t.request(admin, 'POST', '/api/admin/permissions', {
      tenant: acme,
      body: { role: 'dispatcher', permissions: [] },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A role with this name already exists');
    const bad = await t.request(admin, 'POST', '/api/admin/permissions', {
      tenant: acme,
      body: { role: '', permissions: ['nope'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.role).toBe('Role name is required');
    const owner = await t.request(admin, 'POST', '/api/admin/permissions', {
      tenant: acme,
      body: { role: 'owner', permissions: [] },
    });
    expect(owner.statusCode).toBe(400);
    const list = await t.request(admin, 'GET', '/api/admin/permissions', { tenant: acme });
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0].permissions).toEqual(['dispatching', 'scheduling', 'clients:view', 'quotes']);
    // Another tenant cannot see or touch it.
    const id = res.json().id;
    expect(
      (
        await t.request(otherAdmin, 'PATCH', `/api/admin/permissions/${id}`, {
          tenant: other,
          body: { isActive: false },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request(otherAdmin, 'DELETE', `/api/admin/permissions/${id}`, { tenant: other })).statusCode,
    ).toBe(404);
  });

  it('is enforced: a member with a role lacking clients gets 403 there; deactivating falls back; in use cannot be deleted', async () => {
    const role = (
      await t.request(admin, 'POST', '/api/admin/permissions', {
        tenant: acme,
        body: {
          role: 'no-clients',
          permissions: ['quotes', 'dashboard:view', 'invoices:view', 'services:view'],
        },
      })
    ).json();
    const user = await t.user({ tenant: acme, role: 'member' });
    const put = await t.request(admin, 'PUT', `/api/tenant/users/${user.id}`, {
      tenant: acme,
      body: { first_name: 'Cus', last_name: 'Tom', role: 'no-clients' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ role: 'no-clients', base_role: 'member' });
    // A sample of routes of every area.
    const expectations: Array<[string, number]> = [
      ['/api/clients', 403],
      ['/api/clients/summary', 403],
      ['/api/quotes', 200],
      ['/api/invoices', 200],
      ['/api/services', 200],
      ['/api/inventory', 403],
      ['/api/purchase-orders', 403],
      ['/api/dashboard/summary', 200],
      ['/api/tenant/users', 403],
      ['/api/admin/general', 403],
    ];
    for (const [url, status] of expectations) {
      expect((await t.request(user, 'GET', url, { tenant: acme })).statusCode, url).toBe(status);
    }
    const me = (await t.request(user, 'GET', '/api/auth/user', { tenant: acme })).json();
    expect(me.permissions.clients).toBeUndefined();

    const del = await t.request(admin, 'DELETE', `/api/admin/permissions/${role.id}`, { tenant: acme });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/assigned to 1 user/);

    const off = await t.request(admin, 'PATCH', `/api/admin/permissions/${role.id}`, {
      tenant: acme,
      body: { isActive: false },
    });
    expect(off.json().isActive).toBe(false);
    // Back to the built-in member role: clients is editable again, purchase orders viewable.
    expect((await t.request(user, 'GET', '/api/clients', { tenant: acme })).statusCode).toBe(200);
    expect((await t.request(user, 'GET', '/api/purchase-orders', { tenant: acme })).statusCode).toBe(200);

    await t.request(admin, 'PUT', `/api/tenant/users/${user.id}`, {
      tenant: acme,
      body: { first_name: 'Cus', last_name: 'Tom', role: 'member' },
    });
    expect(
      (await t.request(admin, 'DELETE', `/api/admin/permissions/${role.id}`, { tenant: acme })).statusCode,
    ).toBe(204);
  });

  it('a settings editor without invoices cannot write a role with invoices', async () => {
    const role = (
      await t.request(admin, 'POST', '/api/admin/permissions', {
        tenant: acme,
        body: { role: 'settings-clerk', permissions: ['settings', 'clients'] },
      })
    ).json();
    const clerk = await t.user({ tenant: acme, role: 'member' });
    await t.db.platform((tx) =>
      tx
        .update(memberships)
        .set({ customRoleId: role.id })
        .where(and(eq(memberships.tenantId, acme.id), eq(memberships.userId, clerk.id))),
    );
    const res = await t.request(clerk, 'POST', '/api/admin/permissions', {
      tenant: acme,
      body: { role: 'sneaky', permissions: ['invoices'] },
    });
    expect(res.statusCode).toBe(403);
    const self = await t.request(clerk, 'PATCH', `/api/admin/permissions/${role.id}`, {
      tenant: acme,
      body: { permissions: ['settings', 'clients', 'admin'] },
    });
    expect(self.statusCode).toBe(403);
  });
});

describe('general settings', () => {
  it('validates values by type', async () => {
    const cases: Array<[string, string, string | null]> = [
      ['number', 'abc', 'Value must be a number'],
      ['number', '12.5', null],
      ['boolean', 'yes', 'Value must be true or false'],
      ['boolean', 'true', null],
      ['json', '{bad', 'Value must be valid JSON'],
      ['json', '{"a":[1,2]}', null],
      ['text', 'anything', null],
    ];
    for (const [type, value, error] of cases) {
      const res = await t.request(admin, 'POST', '/api/admin/general', {
        tenant: acme,
        body: {
          settingKey: `k.${type}.${value.length}`,
          settingValue: value,
          settingType: type,
          category: 'Billing',
        },
      });
      if (error) {
        expect(res.statusCode, `${type} ${value}`).toBe(400);
        expect(res.json().fieldErrors.settingValue).toBe(error);
      } else expect(res.statusCode, `${type} ${value}`).toBe(201);
    }
    const empty = await t.request(admin, 'POST', '/api/admin/general', {
      tenant: acme,
      body: { settingKey: '', settingValue: '' },
    });
    expect(empty.json().fieldErrors).toMatchObject({
      settingKey: 'Setting key is required',
      settingValue: 'Setting value is required',
    });
  });

  it('patches by key against the stored type, public ones are readable by members, deletes', async () => {
    await t.request(admin, 'POST', '/api/admin/general', {
      tenant: acme,
      body: {
        settingKey: 'visits.per_day',
        settingValue: '6',
        settingType: 'number',
        category: 'Scheduling',
      },
    });
    const bad = await t.request(admin, 'PATCH', '/api/admin/general/visits.per_day', {
      tenant: acme,
      body: { settingValue: 'six' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Value must be a number');
    const ok = await t.request(admin, 'PATCH', '/api/admin/general/visits.per_day', {
      tenant: acme,
      body: { settingValue: '8' },
    });
    expect(ok.json()).toMatchObject({ settingValue: '8', settingType: 'number' });
    expect((await t.request(member, 'GET', '/api/admin/general', { tenant: acme })).json()).toEqual([]);
    await t.request(admin, 'PATCH', '/api/admin/general/visits.per_day', {
      tenant: acme,
      body: { isPublic: true },
    });
    const visible = (await t.request(member, 'GET', '/api/admin/general', { tenant: acme })).json();
    expect(visible.map((s: { settingKey: string }) => s.settingKey)).toEqual(['visits.per_day']);
    expect(
      (
        await t.request(member, 'PATCH', '/api/admin/general/visits.per_day', {
          tenant: acme,
          body: { settingValue: '1' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request(otherAdmin, 'DELETE', '/api/admin/general/visits.per_day', { tenant: other }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request(admin, 'DELETE', '/api/admin/general/visits.per_day', { tenant: acme })).statusCode,
    ).toBe(204);
    const dup = await t.request(admin, 'POST', '/api/admin/general', {
      tenant: acme,
      body: { settingKey: 'k.text.8', settingValue: 'x' },
    });
    expect(dup.statusCode).toBe(409);
  });
});

/** A valid 2×2 PNG. */
function png(): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('company', () => {
  it('null before the first save; POST then PATCH; a second POST is 409; audited', async () => {
    expect((await t.request(admin, 'GET', '/api/admin/company', { tenant: acme })).json()).toBeNull();
    expect(
      (await t.request(admin, 'PATCH', '/api/admin/company', { tenant: acme, body: { companyName: 'X' } }))
        .statusCode,
    ).toBe(404);
    const bad = await t.request(admin, 'POST', '/api/admin/company', {
      tenant: acme,
      body: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const created = await t.request(admin, 'POST', '/api/admin/company', {
      tenant: acme,
      body: {
        companyName: 'Acme Heating & Air',
        businessType: 'hvac',
        address: '500 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        phone: '(512) 555-0199',
        email: 'office@acme.example',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await t.request(admin, 'POST', '/api/admin/company', { tenant: acme, body: {} })).statusCode,
    ).toBe(409);
    const audits = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.select().from(auditLog).where(eq(auditLog.entity, 'company_settings')),
    );
    expect(audits).toHaveLength(1);
    expect((await t.request(otherAdmin, 'GET', '/api/admin/company', { tenant: other })).json()).toBeNull();
  });

  it('checks the logo type and size; the next PDF prints the new company details', async () => {
    const notImage = await t.request(admin, 'POST', '/api/admin/company/logo', {
      tenant: acme,
      body: { contentType: 'image/png', data: Buffer.from('<svg></svg>').toString('base64') },
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('The logo must be a PNG or JPEG image');
    const gif = await t.request(admin, 'POST', '/api/admin/company/logo', {
      tenant: acme,
      body: { contentType: 'image/gif', data: 'R0lGODlh' },
    });
    expect(gif.statusCode).toBe(400);
    const big = await t.request(admin, 'POST', '/api/admin/company/logo', {
      tenant: acme,
      body: {
        contentType: 'image/png',
        data: Buffer.concat([png(), Buffer.alloc(600 * 1024)]).toString('base64'),
      },
    });
    expect(big.statusCode).toBe(413);
    const up = await t.request(admin, 'POST', '/api/admin/company/logo', {
      tenant: acme,
      body: { contentType: 'image/png', data: png().toString('base64') },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().logo).toMatch(/^data:image\/png;base64,/);

    const fixture = await seedSalesFixture(t, acme);
    const quote = (
      await t.request(admin, 'POST', '/api/quotes', { tenant: acme, body: documentBody(fixture) })
    ).json();
    const before = pdfText(
      (await t.request(admin, 'GET', `/api/quotes/${quote.id}/pdf`, { tenant: acme })).rawPayload,
    );
    expect(before).toContain('Acme Heating & Air');
    expect(before).toContain('500 Main St');
    await t.request(admin, 'PATCH', '/api/admin/company', {
      tenant: acme,
      body: { companyName: 'Acme Comfort Systems', address: '77 River Rd', phone: '(512) 555-0777' },
    });
    const after = pdfText(
      (await t.request(admin, 'GET', `/api/quotes/${quote.id}/pdf`, { tenant: acme })).rawPayload,
    );
    expect(after).toContain('Acme Comfort Systems');
    expect(after).toContain('77 River Rd');
    expect(after).toContain('(512) 555-0777');
    expect(after).not.toContain('Acme Heating & Air');
  });
});

describe('customer portal', () => {
  it('saves with the spec defaults, validates colours, then updates', async () => {
    expect((await t.request(admin, 'GET', '/api/admin/customer-portal', { tenant: acme })).json()).toBeNull();
    const created = await t.request(admin, 'POST', '/api/admin/customer-portal', {
      tenant: acme,
      body: { isEnabled: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      isEnabled: true,
      portalTitle: 'Customer Portal',
      primaryColor: '#2563eb',
      secondaryColor: '#64748b',
      allowQuoteRequests: true,
      allowInvoiceViewing: true,
      allowPayments: true,
      allowServiceHistory: true,
      allowAppointmentBooking: false,
    });
    const bad = await t.request(admin, 'PATCH', '/api/admin/customer-portal', {
      tenant: acme,
      body: { primaryColor: 'blue' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.request(admin, 'PATCH', '/api/admin/customer-portal', {
      tenant: acme,
      body: { primaryColor: '#112233', welcomeMessage: 'Hello!' },
    });
    expect(ok.json()).toMatchObject({ primaryColor: '#112233', welcomeMessage: 'Hello!', isEnabled: true });
    expect(
      (await t.request(otherAdmin, 'GET', '/api/admin/customer-portal', { tenant: other })).json(),
    ).toBeNull();
  });
});
