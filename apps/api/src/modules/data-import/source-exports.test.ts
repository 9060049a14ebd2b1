import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@tradeworks/contracts/clients';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { commit, upload } from './import.test-support';

/* Issue 34 item 17: the client exports of Jobber, Housecall Pro and QuickBooks Online/Desktop (and Jobber's
 * job export's client columns) import without a mapping by hand; rows lacking contact details become
 * clients that need details; no value of a row is dropped (other columns go to the notes). The fixtures
 * beside this file have each tool's header. */

let t: TestContext;
let owner: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

async function importFixture(name: string) {
  const tenant = await t.tenant();
  owner = await t.user({ tenant, role: 'owner' });
  const dry = await upload(t, owner, tenant, 'clients', fixture(name));
  return { tenant, dry };
}

async function clients(tenant: TestTenant, query: Record<string, string> = {}): Promise<Client[]> {
  const res = await t.request(owner, 'GET', '/api/clients', { tenant, query: { limit: '100', ...query } });
  expect(res.statusCode).toBe(200);
  return res.json().items ?? res.json();
}

describe('client exports of other tools', () => {
  it('Jobber (18 columns): recognised, mapped, the company-only and contact-less rows need details', async () => {
    const { tenant, dry } = await importFixture('jobber-clients.csv');
    expect(dry).toMatchObject({
      status: 'validated',
      source: 'jobber',
      rowsRead: 3,
      rowsValidated: 3,
      invalidRows: 0,
      needsDetails: 2,
    });
    expect(dry.mapping).toMatchObject({
      'First Name': 'firstName',
      'E-mails': 'email',
      'Main Phone #s': 'phone',
      'Billing Street 1': 'address',
      'Billing Street 2': 'address2',
      'Billing City': 'city',
      'Billing State': 'state',
      'Billing Zip code': 'zipCode',
      'Company Name': 'companyName',
      Tags: 'tags',
      'Lead Source': 'leadSource',
    });
    expect(dry.notesColumns).toEqual(['J-ID', 'Display Name', 'Title', 'Mobile Phone #s', 'Created Date']);
    expect(dry.ignoredColumns).toEqual([]);
    await commit(t, owner, tenant, dry.id);

    const all = await clients(tenant);
    const maria = all.find((c) => c.lastName === 'Lopez')!;
    expect(maria).toMatchObject({
      email: 'maria.lopez@example.com',
      phone: '(512) 555-0142',
      zipCode: '78704',
      tags: ['VIP', 'Maintenance plan'],
      leadSource: 'Google',
      needsDetails: false,
    });
    expect(maria.notes).toContain('Other e-mails: maria@lopezfamily.example');
    expect(maria.notes).toContain('Mobile Phone #s: (512) 555-0199');
    expect(maria.notes).toContain('J-ID: 10231');
    expect(maria.notes).toContain('Title: Mrs.');

    const dental = all.find((c) => c.companyName === 'Hill Country Dental')!;
    expect(dental).toMatchObject({ name: 'Hill Country Dental', email: null, needsDetails: true });
    expect(dental.address2).toBe('Suite 210');
    // Tom has no main phone: his mobile number is his phone, and stays in the notes too.
    const tom = all.find((c) => c.lastName === 'Becker')!;
    expect(tom).toMatchObject({ phone: '(737) 555-0101', email: null, address: null, needsDetails: true });

    const flagged = await clients(tenant, { needsDetails: 'true' });
    expect(flagged.map((c) => c.name).sort()).toEqual(['Hill Country Dental', 'Tom Becker']);

    // Completed later: the flag goes by itself.
    const done = await t.request(owner, 'PATCH', `/api/clients/${tom.id}`, {
      tenant,
      body: {
        email: 'tom@example.com',
        address: '5 Lamar Blvd',
        city: 'Austin',
        state: 'TX',
        zipCode: '78702',
      },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().needsDetails).toBe(false);
    expect((await clients(tenant, { needsDetails: 'true' })).map((c) => c.name)).toEqual([
      'Hill Country Dental',
    ]);
  });

  it('Housecall Pro: mobile, else home number; street line 2; the customer without contact needs details', async () => {
    const { tenant, dry } = await importFixture('housecall-pro-customers.csv');
    expect(dry).toMatchObject({ source: 'housecall-pro', rowsValidated: 2, invalidRows: 0, needsDetails: 1 });
    expect(dry.mapping).toMatchObject({
      'Mobile Number': 'phone',
      'Street Line 2': 'address2',
      Zip: 'zipCode',
    });
    await commit(t, owner, tenant, dry.id);
    const all = await clients(tenant);
    expect(all.find((c) => c.lastName === 'Whitfield')).toMatchObject({
      phone: '(512) 555-0150',
      city: 'Round Rock',
      needsDetails: false,
    });
    const luis = all.find((c) => c.lastName === 'Ortega')!;
    expect(luis).toMatchObject({ phone: '(512) 555-0160', leadSource: 'Angi', needsDetails: true });
    expect(luis.notes).toContain('Called about a quote');
    expect(luis.notes).toContain('Role: Homeowner');
  });

  it('QuickBooks Online: full name split, one-cell billing address, the company without a person needs details', async () => {
    const { tenant, dry } = await importFixture('quickbooks-online-customers.csv');
    expect(dry).toMatchObject({
      source: 'quickbooks-online',
      rowsValidated: 2,
      invalidRows: 0,
      needsDetails: 1,
    });
    await commit(t, owner, tenant, dry.id);
    const all = await clients(tenant);
    const sarah = all.find((c) => c.lastName === 'Kim')!;
    expect(sarah).toMatchObject({
      firstName: 'Sarah',
      phone: '(512) 555-0170',
      address: '15 Elm St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78745',
      country: 'US',
      needsDetails: false,
    });
    expect(sarah.notes).toContain('Phone numbers: Phone: (512) 555-0170 Mobile: (512) 555-0171');
    expect(sarah.notes).toContain('Open Balance: 125.00');
    const acme = all.find((c) => c.companyName === 'Acme Property Management')!;
    expect(acme).toMatchObject({ firstName: null, city: 'Austin', zipCode: '78701', needsDetails: true });
    expect(acme.notes).toContain('Full name: Jordan Reyes');
  });

  it('QuickBooks Desktop: the "Bill to" block becomes the address; Customer:Job keeps the customer', async () => {
    const { tenant, dry } = await importFixture('quickbooks-desktop-customers.csv');
    expect(dry).toMatchObject({
      source: 'quickbooks-desktop',
      rowsValidated: 2,
      invalidRows: 0,
      needsDetails: 1,
    });
    await commit(t, owner, tenant, dry.id);
    const all = await clients(tenant);
    const anh = all.find((c) => c.lastName === 'Nguyen')!;
    expect(anh).toMatchObject({
      email: 'anh.nguyen@example.com',
      phone: '(512) 555-0190',
      address: '4410 Duval St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78751',
      creditLimit: '1500.00',
      needsDetails: false,
    });
    expect(anh.notes).toContain('Terms: Net 30');
    const lakeside = all.find((c) => c.companyName === 'Lakeside Apartments')!;
    expect(lakeside).toMatchObject({ name: 'Lakeside Apartments', needsDetails: true });
    expect(lakeside.notes).toContain('Name: Lakeside Apartments:Unit 12 HVAC');
    expect(lakeside.notes).toContain('Bill to: Lakeside Apartments, Attn: Office');
  });

  it("Jobber's job export: its client columns make the client", async () => {
    const { tenant, dry } = await importFixture('jobber-jobs.csv');
    expect(dry).toMatchObject({ source: 'jobber', rowsValidated: 1, invalidRows: 0, needsDetails: 0 });
    await commit(t, owner, tenant, dry.id);
    const [priya] = await clients(tenant);
    expect(priya).toMatchObject({
      firstName: 'Priya',
      lastName: 'Shah',
      zipCode: '78703',
      needsDetails: false,
    });
    expect(priya!.notes).toContain('Title: AC tune-up');
  });

  it('a row without any name is an error, and a bad e-mail stays an error (not a missing e-mail)', async () => {
    const tenant = await t.tenant();
    owner = await t.user({ tenant, role: 'owner' });
    const dry = await upload(
      t,
      owner,
      tenant,
      'clients',
      'First Name,Last Name,Email,Phone\n,,nobody@example.com,(512) 555-0100\nAl,Ng,not-an-email,',
    );
    expect(dry.errors).toEqual([
      { row: 2, column: 'firstName', message: 'A name is required: first and last name, or a company name' },
      { row: 3, column: 'email', message: 'Please enter a valid email address' },
    ]);
  });
});
