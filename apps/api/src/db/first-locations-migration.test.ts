import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

/**
 * Migration 0025 on a database that has data: every client's address becomes its first location, nothing is
 * lost, and every job, quote, invoice and agreement points at it.
 */
const BEFORE = '0025_service_locations_equipment';

let db: Database;
let folder: string;
const tenantId = '01900000-0000-7000-8000-000000000001';
const ids = {
  plain: '01900000-0000-7000-8000-000000000011',
  noAddress: '01900000-0000-7000-8000-000000000012',
  jobFollowing: '01900000-0000-7000-8000-000000000021',
  jobTyped: '01900000-0000-7000-8000-000000000022',
  quote: '01900000-0000-7000-8000-000000000031',
  invoice: '01900000-0000-7000-8000-000000000041',
  agreement: '01900000-0000-7000-8000-000000000051',
};

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'tw-migrations-before-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const cut = journal.entries.findIndex((e: { tag: string }) => e.tag === BEFORE);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  db = await openDatabase({});
  const owner = db.owner as unknown as PgliteDatabase;
  await migrate(owner, { migrationsFolder: folder });
  // PGlite's user is a superuser: row-level security does not apply to these inserts.
  // Constant ids only, written into the statements.
  const script = `
    insert into tenants (id, name, slug) values ('${tenantId}', 'Acme', 'acme-migration');
    insert into clients (tenant_id, id, name, address, address2, city, state, zip_code, latitude, longitude)
      values ('${tenantId}', '${ids.plain}', 'Maria Lopez', '1200 Oak Hollow Dr', 'Unit 4', 'Austin', 'TX', '78704',
        30.24, -97.77),
      ('${tenantId}', '${ids.noAddress}', 'No Address Co', null, null, null, null, null, null, null);
    insert into service_jobs (tenant_id, id, job_number, client_id, client_name, service_type, scheduled_date,
        address, latitude, longitude)
      values ('${tenantId}', '${ids.jobFollowing}', 'JOB-1', '${ids.plain}', 'Maria Lopez', 'Tune-up', now(),
        '1200 Oak Hollow Dr, Austin, TX 78704', 30.24, -97.77),
      ('${tenantId}', '${ids.jobTyped}', 'JOB-2', '${ids.plain}', 'Maria Lopez', 'Repair', now(),
        'Side gate, 1202 Oak Hollow Dr', null, null);
    insert into quotes (tenant_id, id, quote_number, client_id, client_name)
      values ('${tenantId}', '${ids.quote}', 'Q-1', '${ids.plain}', 'Maria Lopez');
    insert into invoices (tenant_id, id, invoice_number, client_id, client_name)
      values ('${tenantId}', '${ids.invoice}', 'INV-1', '${ids.noAddress}', 'No Address Co');
    insert into service_agreements (tenant_id, id, contract_number, client_id, client_name, service_type,
        start_date, end_date, value)
      values ('${tenantId}', '${ids.agreement}', 'SA-1', '${ids.plain}', 'Maria Lopez', 'Maintenance',
        '2026-01-01', '2026-12-31', 480)`;
  for (const statement of script.split(';\n')) await owner.execute(sql.raw(statement));
  await migrate(owner, { migrationsFolder: MIGRATIONS_FOLDER });
}, 120_000);

afterAll(async () => {
  await db?.close();
  rmSync(folder, { recursive: true, force: true });
});

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await (db.owner as unknown as PgliteDatabase).execute<T>(query)).rows;

describe('migration 0025 (service locations)', () => {
  it("turns each client's address into its first location, nothing lost", async () => {
    const locations = await rows(sql`select client_id, name, address, address2, city, state, zip_code,
      latitude::text, longitude::text, archived from service_locations order by name, client_id`);
    expect(locations).toEqual([
      {
        client_id: ids.plain,
        name: 'Main location',
        address: '1200 Oak Hollow Dr',
        address2: 'Unit 4',
        city: 'Austin',
        state: 'TX',
        zip_code: '78704',
        latitude: '30.240000',
        longitude: '-97.770000',
        archived: false,
      },
      expect.objectContaining({ client_id: ids.noAddress, name: 'Main location', address: null }),
    ]);
    const [client] = await rows(sql`select address, address2 from clients where id = ${ids.plain}`);
    expect(client).toEqual({ address: '1200 Oak Hollow Dr', address2: 'Unit 4' });
  });

  it('points every job, quote, invoice and agreement at its client’s location', async () => {
    const pointed = await rows<{ kind: string; at_first: boolean }>(sql`
      select 'job' as kind, l.client_id = j.client_id as at_first from service_jobs j
        join service_locations l on l.id = j.location_id
      union all select 'quote', l.client_id = q.client_id from quotes q join service_locations l on l.id = q.location_id
      union all select 'invoice', l.client_id = i.client_id from invoices i join service_locations l on l.id = i.location_id
      union all select 'agreement', l.client_id = a.client_id from service_agreements a
        join service_locations l on l.id = a.location_id`);
    expect(pointed.map((r) => r.kind).sort()).toEqual(['agreement', 'invoice', 'job', 'job', 'quote']);
    expect(pointed.every((r) => r.at_first)).toBe(true);
  });

  it("marks a job whose address differed from its client's as having its own", async () => {
    const jobs = await rows(
      sql`select job_number, address, address_overridden from service_jobs order by job_number`,
    );
    expect(jobs).toEqual([
      { job_number: 'JOB-1', address: '1200 Oak Hollow Dr, Austin, TX 78704', address_overridden: false },
      { job_number: 'JOB-2', address: 'Side gate, 1202 Oak Hollow Dr', address_overridden: true },
    ]);
  });

  it('gives a client inserted afterwards its first location, and new records its default', async () => {
    const clientId = '01900000-0000-7000-8000-000000000013';
    await rows(sql`insert into clients (tenant_id, id, name, address, city, state, zip_code)
      values (${tenantId}, ${clientId}, 'Later', '9 Pine St', 'Austin', 'TX', '78701')`);
    const [location] = await rows<{ id: string; address: string }>(
      sql`select id, address from service_locations where client_id = ${clientId}`,
    );
    expect(location.address).toBe('9 Pine St');
    const [job] = await rows<{ location_id: string }>(sql`insert into service_jobs
      (tenant_id, id, job_number, client_id, client_name, service_type, scheduled_date)
      values (${tenantId}, '01900000-0000-7000-8000-000000000023', 'JOB-3', ${clientId}, 'Later', 'X', now())
      returning location_id`);
    expect(job.location_id).toBe(location.id);
    // A location of another client is refused by the (tenant, location, client) key.
    await expect(
      rows(sql`update service_jobs set location_id = ${location.id} where id = ${ids.jobFollowing}`),
    ).rejects.toMatchObject({ cause: { constraint: 'service_jobs_location_fk' } });
  });
});
