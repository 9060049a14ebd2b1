import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_TOO_LARGE_MESSAGE } from '@tradeworks/contracts/data-transfer';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createClientVia } from '../clients/clients.test-support';
import { commit, exportCsv, job, upload } from './import.test-support';
import { importsIdle } from './import-runner';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let manager: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  manager = await t.user({ tenant: acme, role: 'manager' });
  member = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
});
afterAll(() => t.close());

const parse = (csv: string) => Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;
const HEADER = 'firstName,lastName,email,phone,address,city,state,zipCode';
const row = (first: string, email: string, extra = '') =>
  `${first},Doe,${email},(512) 555-0100,1 Main St,Austin,TX,78704${extra}`;

async function countClients(tenant: TestTenant) {
  const { rows } = await t.db.platform((tx) =>
    tx.execute<{ n: number }>(sql`select count(*)::int as n from clients where tenant_id = ${tenant.id}`),
  );
  return rows[0].n;
}

describe('templates', () => {
  it.each(['clients', 'parts', 'services'] as const)(
    '%s: every importable column and one example row',
    async (type) => {
      const res = await t.request(manager, 'GET', `/api/imports/templates/${type}.csv`, { tenant: acme });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${type}_import_template.csv"`);
      const [header, example, ...rest] = parse(res.body);
      expect(header).toEqual([...IMPORT_COLUMNS[type]]);
      expect(example.length).toBe(header.length);
      expect(rest).toEqual([]);
    },
  );

  it('imports its own example row', async () => {
    const fresh = await t.tenant();
    const owner = await t.user({ tenant: fresh, role: 'owner' });
    for (const type of ['clients', 'parts', 'services'] as const) {
      const tpl = await t.request(owner, 'GET', `/api/imports/templates/${type}.csv`, { tenant: fresh });
      const dry = await upload(t, owner, fresh, type, tpl.body);
      expect(dry).toMatchObject({
        status: 'validated',
        rowsRead: 1,
        rowsValidated: 1,
        invalidRows: 0,
        toCreate: 1,
      });
      expect((await commit(t, owner, fresh, dry.id)).created).toBe(1);
    }
  });
});

describe('after a commit', () => {
  const refreshes = async () => {
    const { rows } = await t.db.owner.execute<{ relname: string; analyzed: number; vacuumed: number }>(
      sql`select relname, (analyze_count + autoanalyze_count)::int as analyzed,
          (vacuum_count + autovacuum_count)::int as vacuumed
        from pg_stat_user_tables where relname in ('inventory_items', 'stock_movements', 'audit_log')
        order by relname`,
    );
    return rows;
  };

  it('refreshes the statistics of the tables it filled (on the embedded engine, also vacuums them)', async () => {
    const before = await refreshes();
    const csv = ['name,sku,unitPrice,cost,currentStock', 'Capacitor,CAP-STATS-1,10.00,4.00,3'].join('\n');
    await commit(t, manager, acme, (await upload(t, manager, acme, 'parts', csv)).id);
    await importsIdle();
    const after = await refreshes();
    expect(after.map((r) => r.relname)).toEqual(['audit_log', 'inventory_items', 'stock_movements']);
    after.forEach((row, i) => {
      expect(row.analyzed, row.relname).toBeGreaterThan(before[i].analyzed);
      if (t.db.engine === 'pglite') expect(row.vacuumed, row.relname).toBeGreaterThan(before[i].vacuumed);
    });
  });
});

describe('round trip: export → import into an empty organization → export', () => {
  it.each([
    ['clients', 'clients'],
    ['parts', 'inventory'],
  ] as const)('%s', async (importType, exportType) => {
    const source = await t.tenant();
    const target = await t.tenant();
    const owner = await t.user({ tenant: source, role: 'owner' });
    await t.db.platform((tx) =>
      tx.execute(
        sql`insert into memberships (id, tenant_id, user_id, role, is_default) values (gen_random_uuid(), ${target.id}, ${owner.id}, 'owner', false)`,
      ),
    );
    const tpl = await t.request(owner, 'GET', `/api/imports/templates/${importType}.csv`, { tenant: source });
    const lines = parse(tpl.body);
    // A second row with the awkward values: a formula, a quoted newline, a comma, a leading minus.
    const tricky = lines[1].map((value, i) => {
      const column = lines[0][i];
      if (column === 'notes') return '=HYPERLINK("http://evil")\nsecond line, with comma';
      if (column === 'email') return 'second@example.com';
      if (column === 'sku') return 'SKU-2';
      if (column === 'description' || column === 'companyName') return '-minus first';
      if (column === 'createdAt') return '2024-03-15';
      return value;
    });
    const seed = Papa.unparse([lines[0], lines[1], tricky]);
    await commit(t, owner, source, (await upload(t, owner, source, importType, seed)).id);
    const first = await exportCsv(t, owner, source, exportType);
    const dry = await upload(t, owner, target, importType, first, { mapping: JSON.stringify({ id: null }) });
    expect(dry).toMatchObject({
      status: 'validated',
      rowsValidated: 2,
      toCreate: 2,
      ignoredColumns: expect.arrayContaining(['id', 'updatedAt']),
    });
    const done = await commit(t, owner, target, dry.id);
    expect(done).toMatchObject({ status: 'completed', created: 2, updated: 0, skipped: 0 });
    const second = await exportCsv(t, owner, target, exportType);
    const comparable = (csv: string) => {
      const [header, ...rows] = parse(csv);
      const keep = header.map((h, i) => (h === 'id' || h === 'updatedAt' ? -1 : i)).filter((i) => i >= 0);
      return rows.map((r) => keep.map((i) => r[i])).sort();
    };
    expect(comparable(second)).toEqual(comparable(first));
    expect(first).toContain(`"'=HYPERLINK(""http://evil"")`);
    expect(comparable(second).flat()).toContain('2024-03-15T00:00:00.000Z');
  });

  it('services', async () => {
    const source = await t.tenant();
    const target = await t.tenant();
    const owner = await t.user({ tenant: source, role: 'owner' });
    const ownerB = await t.user({ tenant: target, role: 'owner' });
    const csv = `name,description,serviceType,basePrice,category,status,isInventoried,tags\nA/C Tune-Up,Yearly,simple,$129.00,Maintenance,active,no,"cooling, seasonal"\nFurnace Repair,,simple,"1,250.5",Repair,inactive,yes,`;
    await commit(t, owner, source, (await upload(t, owner, source, 'services', csv)).id);
    const list = await t.request(owner, 'GET', '/api/services', { tenant: source });
    expect(
      list
        .json()
        .map((s: { name: string; basePrice: string }) => [s.name, s.basePrice])
        .sort(),
    ).toEqual([
      ['A/C Tune-Up', '129.00'],
      ['Furnace Repair', '1250.50'],
    ]);
    // Services have no export type of their own: the template's columns read back through the API.
    const services = (await t.request(owner, 'GET', '/api/services', { tenant: source })).json();
    const header = IMPORT_COLUMNS.services.filter((c) => c !== 'id' && c !== 'createdAt');
    const back = Papa.unparse({
      fields: header,
      data: services.map((s: Record<string, unknown>) =>
        header.map((c) => (Array.isArray(s[c]) ? (s[c] as string[]).join(', ') : String(s[c] ?? ''))),
      ),
    });
    await commit(t, ownerB, target, (await upload(t, ownerB, target, 'services', back)).id);
    const copied = (await t.request(ownerB, 'GET', '/api/services', { tenant: target })).json();
    const strip = (s: Array<Record<string, unknown>>) =>
      s
        .map(({ id: _i, createdAt: _c, updatedAt: _u, ...rest }) => rest)
        .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    expect(strip(copied)).toEqual(strip(services));
  });
});

describe('validation report', () => {
  it('reports every failing cell with its row and column, and the spec messages', async () => {
    const csv = [
      `${HEADER},creditLimit,clientType,createdAt`,
      row('Ann', 'not-an-email', ',10,residential,'),
      `,Doe,b@example.com,(512) 555-0100,1 Main St,Austin,TX,78704,10,residential,`,
      row('Cid', 'c@example.com', ',12.345,residential,'),
      row('Dee', 'd@example.com', ',10,castle,'),
      row('Eve', 'e@example.com', ',abc,residential,yesterday'),
      row('Fay', 'f@example.com', ',10,commercial,'),
      row('Fay', 'F@example.com', ',10,commercial,'),
    ].join('\n');
    const dry = await upload(t, manager, acme, 'clients', csv);
    expect(dry).toMatchObject({
      status: 'validated',
      rowsRead: 7,
      // Row 3 has no first name: imported as a client that needs details (issue 34 item 17).
      rowsValidated: 2,
      invalidRows: 5,
      toCreate: 2,
      needsDetails: 1,
    });
    expect(dry.errors).toEqual([
      { row: 2, column: 'email', message: 'Please enter a valid email address' },
      { row: 4, column: 'creditLimit', message: 'Credit limit can have at most 2 decimal places' },
      { row: 5, column: 'clientType', message: 'Client type must be one of: residential, commercial' },
      { row: 6, column: 'createdAt', message: 'Enter a date like 2024-03-15 or 03/15/2024' },
      { row: 6, column: 'creditLimit', message: 'Credit limit must be a number' },
      { row: 8, column: 'email', message: 'Same key as row 7: each client once per file' },
    ]);
    expect(dry.errorCount).toBe(6);
  });

  it('all-or-nothing refuses a file with errors and writes nothing; skip-invalid writes the valid rows', async () => {
    const tenant = await t.tenant();
    const owner = await t.user({ tenant, role: 'owner' });
    const csv = [
      HEADER,
      row('Ann', 'a@example.com'),
      row('Bob', 'broken'),
      row('Cat', 'c@example.com'),
      '',
      '',
    ].join('\r\n');
    const dry = await upload(t, owner, tenant, 'clients', csv);
    expect(dry).toMatchObject({ rowsRead: 3, rowsValidated: 2, invalidRows: 1 });
    const refused = await t.request(owner, 'POST', `/api/imports/${dry.id}/commit`, { tenant, body: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '1 row has errors: fix them and upload the file again, or choose to skip invalid rows',
    );
    expect(await countClients(tenant)).toBe(0);
    const done = await commit(t, owner, tenant, dry.id, 'skip-invalid');
    expect(done).toMatchObject({ status: 'completed', created: 2, updated: 0, skipped: 1, rowsWritten: 2 });
    expect(await countClients(tenant)).toBe(2);
    // The error rows, ready to fix and upload again.
    const errors = await t.request(owner, 'GET', `/api/imports/${dry.id}/errors.csv`, { tenant });
    expect(errors.statusCode).toBe(200);
    expect(errors.headers['content-disposition']).toBe('attachment; filename="clients_errors.csv"');
    expect(parse(errors.body)).toEqual([
      ['errors', ...HEADER.split(',')],
      ['Row 3: email: Please enter a valid email address', ...row('Bob', 'broken').split(',')],
    ]);
    // Committing twice is refused.
    const again = await t.request(owner, 'POST', `/api/imports/${dry.id}/commit`, { tenant, body: {} });
    expect(again.statusCode).toBe(409);
    // Audited: who, what, how many rows.
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ user_id: string; summary: string; changes: Record<string, unknown> }>(
        sql`select user_id, summary, changes from audit_log where tenant_id = ${tenant.id} and entity = 'import'`,
      ),
    );
    expect(rows).toEqual([
      {
        user_id: owner.id,
        summary: 'Imported clients.csv (clients): 2 created, 0 updated, 1 skipped',
        changes: expect.objectContaining({
          type: 'clients',
          mode: 'skip-invalid',
          rows: 3,
          created: 2,
          skipped: 1,
        }),
      },
    ]);
  });

  it('all-or-nothing rolls back when a row turned invalid after the dry run', async () => {
    const tenant = await t.tenant();
    const owner = await t.user({ tenant, role: 'owner' });
    const victim = await createClientVia(t, owner, tenant, { email: 'v@example.com' });
    const csv = [
      `id,${HEADER}`,
      `,${row('Ann', 'a@example.com')}`,
      `${victim.id},${row('Vic', 'v@example.com')}`,
    ].join('\n');
    const dry = await upload(t, owner, tenant, 'clients', csv);
    expect(dry).toMatchObject({ rowsValidated: 2, toCreate: 1, toUpdate: 1 });
    await t.request(owner, 'DELETE', `/api/clients/${victim.id}`, { tenant });
    const done = await commit(t, owner, tenant, dry.id);
    expect(done.status).toBe('failed');
    expect(done.message).toBe(
      'Nothing was imported: 1 row has errors. Fix them, or choose to skip invalid rows.',
    );
    expect(done.errors).toEqual([
      { row: 3, column: 'id', message: 'No client with this id in this organization' },
    ]);
    expect(await countClients(tenant)).toBe(0);
  });
});

describe('re-import', () => {
  it('updates by e-mail and name instead of duplicating, keeping counts and audit one way', async () => {
    const tenant = await t.tenant();
    const owner = await t.user({ tenant, role: 'owner' });
    const csv = (phone: string) =>
      [
        `${HEADER},status`,
        `Ann,Doe,ann@example.com,${phone},1 Main St,Austin,TX,78704,lead`,
        row('Bob', 'bob@example.com', ',active'),
      ].join('\n');
    await commit(t, owner, tenant, (await upload(t, owner, tenant, 'clients', csv('(512) 555-0111'))).id);
    const dry = await upload(t, owner, tenant, 'clients', csv('(512) 555-0222'));
    expect(dry).toMatchObject({ toCreate: 0, toUpdate: 2 });
    const done = await commit(t, owner, tenant, dry.id);
    expect(done).toMatchObject({ created: 0, updated: 2 });
    expect(await countClients(tenant)).toBe(2);
    const summary = await t.request(owner, 'GET', '/api/clients/summary', { tenant });
    expect(summary.json()).toMatchObject({ total: 2, byStatus: { lead: 1, active: 1, inactive: 0 } });
    const list = await t.request(owner, 'GET', '/api/clients', { tenant, query: { search: '222' } });
    expect(
      list
        .json()
        .map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['Ann Doe']);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ action: string; n: number }>(
        sql`select action, count(*)::int as n from audit_log where tenant_id = ${tenant.id} and entity = 'client' group by action order by action`,
      ),
    );
    expect(rows).toEqual([
      { action: 'create', n: 2 },
      // Bob's row did not change: no audit entry for him.
      { action: 'update', n: 1 },
    ]);
  });

  it('parts by SKU (stock changes go through the ledger) and services by name', async () => {
    const tenant = await t.tenant();
    const owner = await t.user({ tenant, role: 'owner' });
    const parts = (stock: number) =>
      `name,sku,unitPrice,currentStock\nFilter,F-1,$1.50,${stock}\nNo SKU,,2,1`;
    await commit(t, owner, tenant, (await upload(t, owner, tenant, 'parts', parts(5))).id);
    const again = await commit(t, owner, tenant, (await upload(t, owner, tenant, 'parts', parts(7))).id);
    expect(again).toMatchObject({ created: 1, updated: 1 });
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ sku: string | null; current_stock: number; moves: string }>(
        sql`select i.sku, i.current_stock, string_agg(m.kind::text || ':' || m.stock_after, ',' order by m.created_at) as moves
            from inventory_items i left join stock_movements m on m.tenant_id = i.tenant_id and m.inventory_id = i.id
            where i.tenant_id = ${tenant.id} group by i.tenant_id, i.id order by i.sku nulls last, i.created_at`,
      ),
    );
    expect(rows).toEqual([
      { sku: 'F-1', current_stock: 7, moves: 'initial:5,correction:7' },
      { sku: null, current_stock: 1, moves: 'initial:1' },
      { sku: null, current_stock: 1, moves: 'initial:1' },
    ]);
    const services = (price: string) => `name,serviceType,basePrice\nTune-Up,simple,${price}`;
    await commit(t, owner, tenant, (await upload(t, owner, tenant, 'services', services('10'))).id);
    const updated = await commit(
      t,
      owner,
      tenant,
      (await upload(t, owner, tenant, 'services', services('12'))).id,
    );
    expect(updated).toMatchObject({ created: 0, updated: 1 });
    const list = (await t.request(owner, 'GET', '/api/services', { tenant })).json();
    expect(list).toMatchObject([{ name: 'Tune-Up', basePrice: '12.00' }]);
  });
});

describe('the files people have', () => {
  it('Windows-1252 with ; separators, quoted newlines, $1.234,50 money and trailing empty rows', async () => {
    const tenant = await t.tenant();
    const owner = await t.user({ tenant, role: 'owner' });
    const text = `firstName;lastName;email;phone;address;city;state;zipCode;creditLimit;notes\r\nJosé;Muñoz;jose@example.com;512-555-0155;1 Main;Austin;TX;78704;"$1.234,50";"line one\r\nline two; still notes"\r\n;;;;;;;;;\r\n\r\n`;
    const bytes = Buffer.from(
      new Uint8Array([...text].map((c) => ({ é: 0xe9, ñ: 0xf1 })[c] ?? c.charCodeAt(0))),
    );
    const dry = await upload(t, owner, tenant, 'clients', bytes);
    expect(dry).toMatchObject({ encoding: 'windows-1252', delimiter: ';', rowsRead: 1, rowsValidated: 1 });
    await commit(t, owner, tenant, dry.id);
    const [client] = (await t.request(owner, 'GET', '/api/clients', { tenant })).json();
    expect(client).toMatchObject({
      name: 'José Muñoz',
      creditLimit: '1234.50',
      notes: 'line one\r\nline two; still notes',
    });
  });

  it('UTF-8 with a byte-order mark, $1,234.50, US dates and formula-escaped cells', async () => {
    const tenant = await t.tenant();
    const owner = await t.user({ tenant, role: 'owner' });
    const csv = `\ufeff${HEADER},creditLimit,createdAt,companyName\n${row('Zoë', 'z@example.com', `,"$1,234.50",03/15/2024,'=Evil Co`)}\n`;
    const dry = await upload(t, owner, tenant, 'clients', csv);
    expect(dry).toMatchObject({ encoding: 'utf-8-bom', rowsValidated: 1, dateOrder: 'mdy' });
    await commit(t, owner, tenant, dry.id);
    const [client] = (await t.request(owner, 'GET', '/api/clients', { tenant })).json();
    expect(client).toMatchObject({
      name: 'Zoë Doe',
      creditLimit: '1234.50',
      companyName: '=Evil Co',
      createdAt: '2024-03-15T00:00:00.000Z',
    });
  });

  it('asks for the date order when dates read both ways, then follows the answer', async () => {
    const tenant = await t.tenant();
    const owner = await t.user({ tenant, role: 'owner' });
    const csv = `${HEADER},createdAt\n${row('Amy', 'amy@example.com', ',03/04/2024')}`;
    const asked = await upload(t, owner, tenant, 'clients', csv);
    expect(asked).toMatchObject({
      status: 'needs_date_order',
      dateOrderQuestion: { column: 'createdAt', example: '03/04/2024' },
    });
    const refused = await t.request(owner, 'POST', `/api/imports/${asked.id}/commit`, { tenant, body: {} });
    expect(refused.statusCode).toBe(409);
    const dry = await upload(t, owner, tenant, 'clients', csv, { dateOrder: 'dmy' });
    expect(dry.status).toBe('validated');
    await commit(t, owner, tenant, dry.id);
    const [client] = (await t.request(owner, 'GET', '/api/clients', { tenant })).json();
    expect(client.createdAt).toBe('2024-04-03T00:00:00.000Z');
  });

  it('maps other headers to columns and remembers the mapping for the organization', async () => {
    const tenant = await t.tenant();
    const owner = await t.user({ tenant, role: 'owner' });
    const csv = `Given,Family,E-mail Address,Phone Number,Street,City,State,Zip,Fax\nAl,Ng,al@example.com,512-555-0155,1 Main,Austin,TX,78704,999`;
    const mapping = { Given: 'firstName', Family: 'lastName', Fax: null };
    const dry = await upload(t, owner, tenant, 'clients', csv, { mapping: JSON.stringify(mapping) });
    // A column that feeds nothing is kept in the client's notes, not dropped.
    expect(dry).toMatchObject({ rowsValidated: 1, ignoredColumns: [], notesColumns: ['Fax'] });
    expect(dry.mapping).toMatchObject({
      Given: 'firstName',
      'E-mail Address': 'email',
      Street: 'address',
      Zip: 'zipCode',
      Fax: null,
    });
    const saved = await t.request(owner, 'GET', '/api/imports/mappings/clients', { tenant });
    expect(saved.json()).toEqual(mapping);
    const next = await upload(t, owner, tenant, 'clients', csv);
    expect(next.mapping).toMatchObject({ Given: 'firstName', Family: 'lastName' });
    const put = await t.request(owner, 'PUT', '/api/imports/mappings/clients', {
      tenant,
      body: { mapping: { X: 'email' } },
    });
    expect(put.statusCode).toBe(200);
    expect((await t.request(owner, 'GET', '/api/imports/mappings/clients', { tenant })).json()).toEqual({
      X: 'email',
    });
  });
});

describe('refused uploads', () => {
  const post = (query: Record<string, string>, body: Buffer | string, type = 'text/csv') =>
    t.request(manager, 'POST', '/api/imports', {
      tenant: acme,
      query,
      body,
      headers: { 'content-type': type },
    });

  it('other file types, empty, binary and oversized files', async () => {
    const notCsv = await post({ type: 'clients', fileName: 'clients.xlsx' }, 'a,b');
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json().message).toBe('Only .csv files are accepted');
    const binary = await post(
      { type: 'clients', fileName: 'x.csv' },
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]),
    );
    expect(binary.json().message).toBe('Only .csv files are accepted');
    expect((await post({ type: 'clients', fileName: 'x.csv' }, Buffer.alloc(0))).statusCode).toBe(400);
    const big = await post({ type: 'clients', fileName: 'x.csv' }, Buffer.alloc(10 * 1024 * 1024 + 1, 0x61));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('File is larger than 10MB');
    expect((await post({ type: 'invoices', fileName: 'x.csv' }, 'a')).json().message).toBe(
      'Type must be one of: clients, parts, services, equipment',
    );
    expect(IMPORT_TOO_LARGE_MESSAGE).toBe('File is larger than 10MB');
  });
});

describe('tenancy and access', () => {
  it('ids of another organization in a CSV are refused', async () => {
    const theirs = await createClientVia(t, outsider, other, { email: 'theirs@example.com' });
    const csv = `id,${HEADER}\n${theirs.id},${row('Hack', 'theirs@example.com')}`;
    const dry = await upload(t, manager, acme, 'clients', csv);
    expect(dry.errors).toEqual([
      { row: 2, column: 'id', message: 'No client with this id in this organization' },
    ]);
    const untouched = await t.request(outsider, 'GET', `/api/clients/${theirs.id}`, { tenant: other });
    expect(untouched.json().firstName).toBe('Maria');
  });

  it("another organization's import job answers 404", async () => {
    const dry = await upload(t, manager, acme, 'clients', `${HEADER}\n${row('Ann', 'x@example.com')}`);
    for (const [method, url] of [
      ['GET', `/api/imports/${dry.id}`],
      ['POST', `/api/imports/${dry.id}/commit`],
      ['GET', `/api/imports/${dry.id}/errors.csv`],
    ] as const) {
      const res = await t.request(outsider, method, url, {
        tenant: other,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await job(t, manager, acme, dry.id)).status).toBe('validated');
  });

  it('401 signed out and 403 for a member without data_import on every route', async () => {
    const id = '01900000-0000-7000-8000-000000000000';
    const routes = [
      ['GET', '/api/imports/templates/clients.csv'],
      ['POST', '/api/imports'],
      ['GET', `/api/imports/${id}`],
      ['POST', `/api/imports/${id}/commit`],
      ['GET', `/api/imports/${id}/errors.csv`],
      ['GET', '/api/imports/mappings/clients'],
      ['PUT', '/api/imports/mappings/clients'],
    ] as const;
    for (const [method, url] of routes) {
      const query = { type: 'clients', fileName: 'a.csv' };
      const body = method === 'GET' ? undefined : url === '/api/imports' ? Buffer.from('a') : {};
      const headers = url === '/api/imports' ? { 'content-type': 'text/csv' } : undefined;
      expect(
        (await t.request(null, method, url, { tenant: acme, query, body, headers })).statusCode,
        url,
      ).toBe(401);
      expect(
        (await t.request(member, method, url, { tenant: acme, query, body, headers })).statusCode,
        url,
      ).toBe(403);
    }
  });
});

describe('phone and ZIP: the same rule as the client form (issue 34 item 14)', () => {
  it('reports "not-a-phone" and ZIP "ABCDE" on their rows and columns', async () => {
    const csv = [
      HEADER,
      'Nora,Doe,nora@rule.example,not-a-phone,1 Main St,Austin,TX,78704',
      'Omar,Doe,omar@rule.example,(512) 555-0100,1 Main St,Austin,TX,ABCDE',
      'Pia,Doe,pia@rule.example,512.555.0101,1 Main St,Austin,TX,78704-1234',
    ].join('\n');
    const dry = await upload(t, manager, acme, 'clients', csv);
    expect(dry).toMatchObject({ rowsRead: 3, rowsValidated: 1, invalidRows: 2 });
    expect(dry.errors).toEqual([
      { row: 2, column: 'phone', message: 'Enter a phone number like (512) 555-0142' },
      {
        row: 3,
        column: 'zipCode',
        message: 'Enter a ZIP code like 78704 or 78704-1234 (or a postal code like K1A 0B1)',
      },
    ]);
  });
});
