import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFileName } from '@tradeworks/contracts/data-transfer';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createClientVia } from '../clients/clients.test-support';
import { documentBody, seedSalesFixture } from '../sales-documents/sales.test-support';
import { csvLines, FORMULA_CELL, formulaSafeSql } from './csv-cells';
import { CsvRecordEnds } from './csv-record-ends';
import { EXPORT_DEFINITIONS } from './export-definitions';
import { streamExportCsv } from './export-stream';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let manager: TestUser;
let member: TestUser;
let outsider: TestUser;
const today = () => new Date().toISOString().slice(0, 10);
const parse = (csv: string) => Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  manager = await t.user({ tenant: acme, role: 'manager' });
  member = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  await createClientVia(t, manager, acme, {
    firstName: 'Ann',
    email: 'ann@example.com',
    creditLimit: '1234.5',
    tags: ['vip', 'north'],
    notes: '=SUM(A1:A9)',
    companyName: '+Plus Co',
    emergencyContact: '-minus',
    leadSource: '@handle',
    address: '-12.50',
  });
  await createClientVia(t, outsider, other, { firstName: 'Theirs', email: 'theirs@example.com' });
});
afterAll(() => t.close());

describe('GET /api/exports/{type}.csv', () => {
  it('streams the tenant’s clients with exact money, ISO dates and formula cells escaped', async () => {
    const res = await t.request(manager, 'GET', '/api/exports/clients.csv', { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="clients_export_${today()}.csv"`);
    const [header, ...rows] = parse(res.body);
    expect(rows).toHaveLength(1);
    const client = Object.fromEntries(header.map((h, i) => [h, rows[0][i]]));
    expect(client).toMatchObject({
      firstName: 'Ann',
      creditLimit: '1234.50',
      totalValue: '0.00',
      tags: 'vip, north',
      notes: "'=SUM(A1:A9)",
      companyName: "'+Plus Co",
      emergencyContact: "'-minus",
      leadSource: "'@handle",
      // A plain negative number is not a formula.
      address: '-12.50',
    });
    expect(client.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(res.body).not.toContain('Theirs');
  });

  it('escapes every formula start (= + - @ tab CR) but not plain negative numbers', () => {
    expect(csvLines([['=1+1', '+1', '-x', '@a', '\tt', '\rr', '-12.50', '-3', 'a=b', '']])).toBe(
      `"'=1+1","'+1","'-x","'@a","'\tt","'\rr",-12.50,-3,a=b,\r\n`,
    );
  });

  it('escapes formula cells in SQL by the same rule as in Node', async () => {
    const cells = ['=1+1', '+1', '-x', '@a', '\tt', '\rr', '-12.50', '-3', '-1.', 'a=b', '', 'x-1', "'", '-'];
    const literal = (c: string) => `'${c.replaceAll("'", "''")}'`;
    const escaped = await t.db.owner.execute<{ cell: string }>(
      sql.raw(
        `select ${formulaSafeSql('v')} as cell from unnest(array[${cells.map(literal).join(',')}]) with ordinality as u(v, n) order by n`,
      ),
    );
    expect(escaped.rows.map((r) => r.cell)).toEqual(cells.map((c) => (FORMULA_CELL.test(c) ? `'${c}` : c)));
  });

  it('skips the formula check only on columns whose type cannot hold text (ids, numbers, enums, dates)', async () => {
    for (const definition of Object.values(EXPORT_DEFINITIONS)) {
      for (const [name, expression, kind] of definition.columns) {
        if (kind !== 'plain') continue;
        const value = expression.replace(/::text$/, '');
        const { rows } = await t.db.owner.execute<{ type: string }>(
          sql.raw(
            `select pg_typeof(${value})::text as type from ${definition.from} right join (select 1) one on false`,
          ),
        );
        expect({ name, type: rows[0]!.type }).not.toMatchObject({
          type: expect.stringMatching(/^(text|character varying)/),
        });
      }
    }
  });

  it('ends records with CRLF and keeps line breaks inside values, in one chunk or split anywhere', async () => {
    const copy = 'id,note\n1,"two\nlines ""quoted"""\n2,plain\n';
    const whole = new CsvRecordEnds();
    const once = whole.convert(Buffer.from(copy)).bytes.toString();
    expect(once).toBe('id,note\r\n1,"two\nlines ""quoted"""\r\n2,plain\r\n');
    expect(whole.records).toBe(3);
    for (let cut = 1; cut < copy.length; cut++) {
      const split = new CsvRecordEnds();
      const text =
        split.convert(Buffer.from(copy.slice(0, cut))).bytes.toString() +
        split.convert(Buffer.from(copy.slice(cut))).bytes.toString();
      expect(text).toBe(once);
      expect(split.records).toBe(3);
    }
    const res = await t.request(manager, 'GET', '/api/exports/clients.csv', { tenant: acme });
    expect(res.body.split('\r\n').length).toBeGreaterThan(2);
    expect(res.body.replaceAll('\r\n', '')).not.toContain('\n');
  });

  it('a consumer that goes away ends the export with its error and leaves the database usable', async () => {
    // Enough rows for the export to arrive in many chunks, so the consumer leaves in the middle of it.
    const big = await t.tenant();
    await t.db.tenant({ tenantId: big.id, userId: null }, ({ tx }) =>
      tx.execute(sql`insert into clients (tenant_id, id, name, first_name, last_name, email, status, client_type)
        select ${big.id}, gen_random_uuid(), 'Client ' || g, 'Client', g::text, 'c' || g || '@example.com',
          'active', 'residential' from generate_series(1, 3000) g`),
    );
    const gone = new Error('consumer went away');
    let writes = 0;
    const exportBig = (write: (chunk: string | Uint8Array) => Promise<void>) =>
      streamExportCsv({
        db: t.db,
        tenantId: big.id,
        userId: null,
        type: 'clients',
        chunkRows: 500,
        sink: { write },
      });
    await expect(
      exportBig(async () => {
        if (++writes === 2) throw gone;
      }),
    ).rejects.toBe(gone);
    // Every pooled connection is back and out of COPY: more exports at once than the pool has connections.
    const rows = await Promise.all(Array.from({ length: 12 }, () => exportBig(async () => {})));
    expect(rows).toEqual(Array.from({ length: 12 }, () => 3000));
  });

  it('quotes and invoices: one row per line', async () => {
    const tenant = await t.tenant();
    const owner = await t.user({ tenant, role: 'owner' });
    const f = await seedSalesFixture(t, tenant);
    const quote = await t.request(owner, 'POST', '/api/quotes', { tenant, body: documentBody(f) });
    expect(quote.statusCode).toBe(201);
    const res = await t.request(owner, 'GET', '/api/exports/quotes.csv', { tenant });
    const [header, ...rows] = parse(res.body);
    expect(
      rows.map((r) => [
        r[header.indexOf('lineNumber')],
        r[header.indexOf('lineTotal')],
        r[header.indexOf('total')],
      ]),
    ).toEqual([
      ['1', '89.00', '284.15'],
      ['2', '99.99', '284.15'],
      ['3', '73.50', '284.15'],
    ]);
    const invoices = await t.request(owner, 'GET', '/api/exports/invoices.csv', { tenant });
    expect(parse(invoices.body)).toHaveLength(1);
  });

  it('copies keyset pages (PGlite) or streams one COPY (PostgreSQL), counting rows as they pass', async () => {
    const tenant = await t.tenant();
    const owner = await t.user({ tenant, role: 'owner' });
    for (let i = 0; i < 5; i++)
      await createClientVia(t, owner, tenant, { firstName: `C${i}`, email: `c${i}@example.com` });
    const f = await seedSalesFixture(t, tenant);
    for (let i = 0; i < 3; i++)
      await t.request(owner, 'POST', '/api/quotes', { tenant, body: documentBody(f) });
    const collect = async (type: 'clients' | 'quotes') => {
      let text = '';
      const counts: number[] = [];
      const rows = await streamExportCsv({
        db: t.db,
        tenantId: tenant.id,
        userId: owner.id,
        type,
        chunkRows: 2,
        onRows: (n) => counts.push(n),
        sink: { write: async (chunk) => void (text += Buffer.from(chunk).toString()) },
      });
      return { rows, counts, lines: parse(text).slice(1) };
    };
    const clients = await collect('clients');
    expect(clients.rows).toBe(7);
    // PGlite: one count per page of 2; PostgreSQL: per network chunk of the one COPY.
    if (t.db.engine === 'pglite') expect(clients.counts).toEqual([2, 4, 6, 7]);
    expect(clients.counts.at(-1)).toBe(7);
    expect(clients.counts).toEqual([...clients.counts].sort((a, b) => a - b));
    expect(new Set(clients.lines.map((l) => l[0])).size).toBe(7);
    const quotes = await collect('quotes');
    expect(quotes.rows).toBe(9);
    expect(new Set(quotes.lines.map((l) => l[0])).size).toBe(3);
  });

  it('an unknown type is 404', async () => {
    expect((await t.request(manager, 'GET', '/api/exports/secrets.csv', { tenant: acme })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/exports.zip', () => {
  it('several types at once as one ZIP of CSVs named like the spec, audited with row counts', async () => {
    const progressId = crypto.randomUUID();
    const res = await t.request(manager, 'GET', '/api/exports.zip', {
      tenant: acme,
      query: { types: 'clients,inventory', progressId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tradeworks_export_${today()}.zip"`,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual([
      exportFileName('clients', today()),
      exportFileName('inventory', today()),
    ]);
    expect(parse(strFromU8(files[exportFileName('clients', today())]))).toHaveLength(2);
    expect(parse(strFromU8(files[exportFileName('inventory', today())]))[0]).toContain('sku');
    const progress = await t.request(manager, 'GET', `/api/exports/progress/${progressId}`, { tenant: acme });
    expect(progress.json()).toEqual({ rowsWritten: 1, totalRows: 1, done: true });
    // Only the same user sees it.
    const owner = await t.user({ tenant: acme, role: 'owner' });
    expect(
      (await t.request(owner, 'GET', `/api/exports/progress/${progressId}`, { tenant: acme })).statusCode,
    ).toBe(404);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ user_id: string; summary: string; changes: unknown }>(
        sql`select user_id, summary, changes from audit_log where tenant_id = ${acme.id} and entity = 'export' and entity_id = ${progressId}`,
      ),
    );
    expect(rows).toEqual([
      {
        user_id: manager.id,
        summary: 'Exported 1 clients rows, 0 inventory rows',
        changes: { types: ['clients', 'inventory'], rows: { clients: 1, inventory: 0 } },
      },
    ]);
  });

  it('refuses no or unknown types', async () => {
    const none = await t.request(manager, 'GET', '/api/exports.zip', { tenant: acme });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one data type');
    const bad = await t.request(manager, 'GET', '/api/exports.zip', {
      tenant: acme,
      query: { types: 'clients,nope' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/exports/summary', () => {
  it('counts the real rows of each type in this organization only', async () => {
    const res = await t.request(manager, 'GET', '/api/exports/summary', { tenant: acme });
    expect(res.json()).toEqual({
      clients: 1,
      inventory: 0,
      'service-history': 0,
      'service-agreements': 0,
      scheduling: 0,
      payments: 0,
      quotes: 0,
      invoices: 0,
    });
  });
});

describe('access', () => {
  it('401 signed out and 403 for a member without data_export on every route', async () => {
    for (const url of [
      '/api/exports/summary',
      '/api/exports/clients.csv',
      '/api/exports.zip?types=clients',
      `/api/exports/progress/${crypto.randomUUID()}`,
    ]) {
      expect((await t.request(null, 'GET', url, { tenant: acme })).statusCode, url).toBe(401);
      expect((await t.request(member, 'GET', url, { tenant: acme })).statusCode, url).toBe(403);
    }
  });
});
