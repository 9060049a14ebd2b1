import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import {
  insertMembership,
  insertTenant,
  insertUser,
} from '../apps/api/src/super-admin/tenants/tenants.repository';
import { createSession } from '../apps/api/src/platform/auth/sessions';

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'Carlos',
  'Susan',
  'Daniel',
  'Karen',
  'Jose',
  'Nancy',
  'Kevin',
  'Lisa',
  'Brian',
  'Betty',
  'George',
  'Sandra',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Pine St',
  'Elm St',
  'Washington Blvd',
  'Lake Rd',
  'Hill St',
  'Park Ave',
];
const CITIES = ['Austin', 'Dallas', 'Houston', 'San Antonio', 'Plano', 'Irving', 'Frisco', 'Round Rock'];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/** Inserts `count` realistic clients for a tenant with one set-based statement. */
export async function seedClients(db: Database, tenantId: string, count: number, prefix: string) {
  await db.tenant({ tenantId, userId: null }, ({ tx }) =>
    tx.execute(sql`
      insert into clients (tenant_id, id, name, first_name, last_name, email, phone, address, city, state, zip_code, status, client_type)
      select ${tenantId}, gen_random_uuid(), f || ' ' || l, f, l,
        lower(f || '.' || l || g) || '@' || ${prefix} || '.example.com',
        '(512) 555-' || lpad((g % 10000)::text, 4, '0'),
        (100 + g % 9000) || ' ' || (${textArray(STREETS)})[1 + g % ${STREETS.length}],
        (${textArray(CITIES)})[1 + g % ${CITIES.length}], 'TX', lpad((73301 + g % 700)::text, 5, '0'),
        (case when g % 10 = 0 then 'lead' when g % 17 = 0 then 'inactive' else 'active' end)::client_status,
        (case when g % 5 = 0 then 'commercial' else 'residential' end)::client_type
      from generate_series(1, ${count}) g,
        lateral (select (${textArray(FIRST)})[1 + g % ${FIRST.length}] as f,
                        (${textArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] as l) names`),
  );
}

const PART_KINDS = [
  'Capacitor',
  'Contactor',
  'Pleated Filter',
  'Media Filter',
  'Blower Motor',
  'Fan Motor',
  'Inducer Motor',
  'Thermostat',
  'Control Board',
  'Igniter',
  'Flame Sensor',
  'Pressure Switch',
  'Gas Valve',
  'TXV Valve',
  'Filter Drier',
  'Evaporator Coil',
  'Condenser Coil',
  'Flex Duct',
  'Duct Tape',
  'Refrigerant',
  'Condensate Pump',
  'Relay',
  'Transformer',
  'Fuse',
  'Safety Glasses',
];
const PART_SIZES = [
  '1/4 HP',
  '1/2 HP',
  '3/4 HP',
  '16x25x1',
  '20x25x4',
  '45/5 MFD',
  '40A 24V',
  '3 Ton',
  '4 Ton',
  '5 Ton',
  '8 in',
  '25 lb',
];
const PART_BRANDS = [
  'Genteq',
  'Honeywell',
  'Carrier',
  'Trane',
  'Lennox',
  'Goodman',
  'Rheem',
  'Emerson',
  'White-Rodgers',
  'Nordyne',
];
const PART_CATEGORIES = [
  'Filters',
  'Refrigerants',
  'Coils',
  'Motors',
  'Controls',
  'Ductwork',
  'Tools',
  'Safety Equipment',
  'Other',
];

/**
 * 50,000 parts in tenant "bench" (the inventory search scenario), each with its opening stock in the ledger;
 * reused when already seeded.
 */
export async function ensureInventoryBenchData(
  db: Database,
  tenantId: string,
  log: (line: string) => void,
): Promise<void> {
  const count = 50_000;
  const existing = await db.tenant({ tenantId, userId: null }, ({ tx }) =>
    tx.execute<{ n: number }>(
      sql`select count(*)::int as n from inventory_items where tenant_id = ${tenantId}`,
    ),
  );
  if (existing.rows[0].n >= count) return;
  const started = Date.now();
  const k = PART_KINDS.length;
  const s = PART_SIZES.length;
  await db.tenant({ tenantId, userId: null }, async ({ tx }) => {
    await tx.execute(sql`
      insert into inventory_items (tenant_id, id, name, sku, category, description, unit_price, cost, current_stock,
        min_stock, max_stock, reorder_level, supplier, supplier_sku, location, is_on_order)
      select ${tenantId}, gen_random_uuid(), kind || ' ' || size || ' ' || brand,
        upper(left(replace(kind, ' ', ''), 3)) || '-' || lpad(g::text, 6, '0'),
        (${textArray(PART_CATEGORIES)})[1 + g % ${PART_CATEGORIES.length}], kind || ' for residential and light commercial systems',
        round((10 + (g % 400) * 1.37)::numeric, 2), round((5 + (g % 400) * 0.81)::numeric, 2), g % 120, g % 5, 200, 10 + g % 15,
        brand || ' Supply', 'SUP-' || g, 'Aisle ' || (1 + g % 40), g % 97 = 0
      from generate_series(1, ${count}) g,
        lateral (select (${textArray(PART_KINDS)})[1 + g % ${k}] as kind,
                        (${textArray(PART_SIZES)})[1 + (g / ${k}) % ${s}] as size,
                        (${textArray(PART_BRANDS)})[1 + (g / ${k * s}) % ${PART_BRANDS.length}] as brand) names`);
    // The ledger starts every part at its opening stock, as the app itself would.
    await tx.execute(sql`
      insert into stock_movements (tenant_id, id, inventory_id, kind, quantity_change, stock_before, stock_after, reason)
      select tenant_id, gen_random_uuid(), id, 'initial', current_stock, 0, current_stock, 'Opening stock'
      from inventory_items where tenant_id = ${tenantId} and current_stock > 0`);
  });
  await db.owner.execute(sql`analyze inventory_items`);
  log(`seeded ${count.toLocaleString('en-US')} parts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export interface BenchFixture {
  tenantSlug: string;
  cookie: string;
  ownerId: string;
}

/** 100,000 clients in tenant "bench" and 10,000 in each of 9 neighbours; reused when already seeded. */
export async function ensureBenchData(db: Database, log: (line: string) => void): Promise<BenchFixture> {
  const existing = await db.platform((tx) =>
    tx.execute<{ id: string }>(sql`select id from tenants where slug = 'bench'`),
  );
  let tenantId = existing.rows[0]?.id;
  if (!tenantId) {
    const started = Date.now();
    tenantId = (await db.platform((tx) => insertTenant(tx, { name: 'Bench HVAC', slug: 'bench' }))).id;
    await seedClients(db, tenantId, 100_000, 'bench');
    for (let i = 1; i <= 9; i++) {
      const neighbour = await db.platform((tx) =>
        insertTenant(tx, { name: `Neighbour ${i}`, slug: `neighbour-${i}` }),
      );
      await seedClients(db, neighbour.id, 10_000, `n${i}`);
    }
    await db.owner.execute(sql`analyze`);
    log(`seeded 190,000 clients in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const { token, ownerId } = await db.platform(async (tx) => {
    const user = await insertUser(tx, {
      email: `bench-${Date.now()}@example.com`,
      firstName: 'Bench',
      lastName: 'Owner',
    });
    await insertMembership(tx, { tenantId: tenantId!, userId: user.id, role: 'owner', isDefault: true });
    return { token: await createSession(tx, { userId: user.id }), ownerId: user.id };
  });
  return { tenantSlug: 'bench', cookie: `tw_session=${token}`, ownerId };
}

/**
 * 100,000 quotes in tenant "bench" (the quotes list scenario) over two years, copied from its clients: 20%
 * drafts, 30% sent (those older than their 30-day validity read as expired), 50% approved with a fifth of
 * them archived; and 200 invoices of 3–8 lines each for the PDF timing. Reused when already seeded.
 */
export async function ensureSalesBenchData(
  db: Database,
  tenantId: string,
  log: (line: string) => void,
): Promise<void> {
  const count = 100_000;
  const existing = await db.tenant({ tenantId, userId: null }, ({ tx }) =>
    tx.execute<{ n: number }>(sql`select count(*)::int as n from quotes where tenant_id = ${tenantId}`),
  );
  if (existing.rows[0].n >= count) return;
  const started = Date.now();
  await db.tenant({ tenantId, userId: null }, async ({ tx }) => {
    await tx.execute(sql`
      with c as (select id, name, row_number() over (order by id) as rn from clients where tenant_id = ${tenantId})
      insert into quotes (tenant_id, id, quote_number, client_id, client_name, project_type, status, is_archived,
        subtotal, tax_rate, tax_amount, total, valid_until, sent_at, approved_at, created_at, updated_at)
      select ${tenantId}, gen_random_uuid(), 'Q-' || (2024 + g % 3) || '-' || lpad((g / 3 + 1)::text, 5, '0'), c.id, c.name,
        (array['installation', 'repair', 'maintenance', 'consultation'])[1 + g % 4]::project_type,
        (case when g % 10 < 2 then 'draft' when g % 10 < 5 then 'sent' else 'approved' end)::quote_status,
        g % 10 >= 8, amount, 0.0800, round(amount * 0.08, 2), amount + round(amount * 0.08, 2),
        created + interval '30 days', case when g % 10 >= 2 then created + interval '1 hour' end,
        case when g % 10 >= 5 then created + interval '3 days' end, created, created
      from generate_series(1, ${count}) g
        join c on c.rn = 1 + g % (select count(*) from c),
        lateral (select round((120 + (g % 997) * 7.31)::numeric, 2) as amount,
                        now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute' as created) v`);
    await tx.execute(sql`
      with picked as (select id, name, row_number() over (order by id) as rn from clients where tenant_id = ${tenantId} limit 200),
      made as (
        insert into invoices (tenant_id, id, invoice_number, client_id, client_name, status, due_date, sent_at, notes)
        select ${tenantId}, gen_random_uuid(), 'INV-2025-' || lpad(rn::text, 5, '0'), id, name, 'sent', current_date + 30, now(),
          'Thank you for your business. Payment is due within 30 days.'
        from picked returning id, invoice_number)
      insert into invoice_line_items (tenant_id, id, invoice_id, item_type, description, quantity, rate, total, sort_order)
      select ${tenantId}, gen_random_uuid(), made.id, 'custom', 'Service line ' || n || ' for ' || made.invoice_number,
        1 + n % 3, 45.50 + n * 12.25, (1 + n % 3) * (45.50 + n * 12.25), n
      from made, lateral generate_series(1, 3 + abs(hashtext(made.id::text)) % 6) n`);
    await tx.execute(sql`
      update invoices i set subtotal = s.sub, tax_amount = round(s.sub * 0.08, 2), total = s.sub + round(s.sub * 0.08, 2)
      from (select invoice_id, sum(total) as sub from invoice_line_items where tenant_id = ${tenantId} group by invoice_id) s
      where i.tenant_id = ${tenantId} and i.id = s.invoice_id`);
  });
  await db.owner.execute(sql`analyze quotes`);
  await db.owner.execute(sql`analyze invoices`);
  log(
    `seeded ${count.toLocaleString('en-US')} quotes and 200 invoices in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
