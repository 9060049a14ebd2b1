import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';

/** The unit whose history the bench reads: a rooftop unit visited every other week for about two years. */
export const BUSY_UNIT_ID = 'b35e0000-0000-4000-8000-000000000035';

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

// Makes with two model families each (an air conditioner or heat pump, then a furnace or air handler).
const MAKES = ['Carrier', 'Trane', 'Lennox', 'Goodman', 'Rheem', 'Daikin', 'Bryant', 'York', 'Amana', 'Ruud'];
const FAMILIES = [
  '24ACC6',
  '59SC5A',
  'XR16',
  'S9V2',
  'XC21',
  'EL296V',
  'GSXC18',
  'GMVC96',
  'RA17',
  'R96V',
  'DX20VC',
  'DM97MC',
  '189BNV',
  '987M',
  'YXV',
  'TM9V',
  'ASXC18',
  'AMVC96',
  'RA20',
  'U98V',
];
const SIZES = ['024', '030', '036', '042', '048', '060'];
/** The readings and checks of a maintenance visit: label, kind, unit, expected range. */
const ITEMS: Array<[string, 'yesno' | 'number' | 'text', string | null, number | null, number | null]> = [
  ['Superheat', 'number', '°F', 8, 12],
  ['Subcooling', 'number', '°F', 8, 14],
  ['Supply air temperature', 'number', '°F', 50, 60],
  ['Return air temperature', 'number', '°F', 68, 78],
  ['Temperature split', 'number', '°F', 16, 22],
  ['Compressor amp draw', 'number', 'A', 8, 18],
  ['Run capacitor', 'number', 'µF', 40, 50],
  ['Suction pressure', 'number', 'psi', 110, 145],
  ['Filter replaced', 'yesno', null, null, null],
  ['Condensate drain clear', 'yesno', null, null, null],
  ['Thermostat calibrated', 'yesno', null, null, null],
  ['Technician notes', 'text', null, null, null],
];
const ANSWERS = 1_000_000;
const BUSY_VISITS = 50;

/**
 * Issue 35's size: 200,000 units in tenant "bench" (two at each client's first location, realistic makes,
 * models, serial numbers and ages), every service job linked to a unit of its client, and 1,000,000 answered
 * checklist items on the completed jobs' checklists (a maintenance visit's readings and checks, a few out of
 * range). One unit, BUSY_UNIT_ID, carries a long history: 50 visits with their checklists and 12 refrigerant
 * log entries. Set-based statements, no API calls; reused when seeded.
 */
export async function ensureEquipmentBenchData(
  db: Database,
  tenantId: string,
  log: (line: string) => void,
): Promise<void> {
  const units = 200_000;
  const existing = await db.tenant({ tenantId, userId: null }, ({ tx }) =>
    tx.execute<{ units: number; answers: number }>(sql`
      select (select count(*) from equipment where tenant_id = ${tenantId})::int as units,
        (select count(*) from job_checklist_items where tenant_id = ${tenantId})::int as answers`),
  );
  if (existing.rows[0].units >= units && existing.rows[0].answers >= ANSWERS) return;
  const started = Date.now();
  await db.tenant({ tenantId, userId: null }, async ({ tx }) => {
    await tx.execute(sql`
      with l as (select id, client_id, row_number() over (order by id) as rn from service_locations
                   where tenant_id = ${tenantId})
      insert into equipment (tenant_id, id, location_id, client_id, type, make, model, serial_number, install_date,
        warranty_parts_ends, warranty_labour_ends, refrigerant_type, refrigerant_charge_oz, filter_size,
        expected_life_years, status, source, created_at, updated_at)
      select ${tenantId}, case when g = 1 then ${BUSY_UNIT_ID}::uuid else gen_random_uuid() end, l.id, l.client_id,
        (case when g % 2 = 0 then (array['air_conditioner', 'heat_pump', 'mini_split'])[1 + g / 2 % 3]
              else (array['furnace', 'air_handler', 'boiler', 'water_heater'])[1 + g / 2 % 4] end)::equipment_type,
        v.make, v.family || '-' || (${textArray(SIZES)})[1 + g / 7 % ${SIZES.length}],
        lpad((v.age % 100)::text, 2, '0') || lpad((1 + g % 52)::text, 2, '0') || 'E' || lpad(g::text, 6, '0'),
        v.installed, v.installed + interval '10 years', v.installed + interval '1 year',
        case when g % 2 = 0 then 'R-410A' end, case when g % 2 = 0 then 96 + g % 80 end,
        (array['16x25x1', '20x25x1', '20x25x4', '16x20x1'])[1 + g % 4], case when g % 2 = 0 then 15 else 20 end,
        (case when g % 40 = 0 then 'replaced' else 'active' end)::equipment_status, 'import',
        now() - (g % 1000) * interval '1 day', now() - (g % 1000) * interval '1 day'
      from generate_series(1, ${units}) g
        join l on l.rn = 1 + (g - 1) / 2 % (select count(*) from l),
        lateral (select (${textArray(MAKES)})[1 + g / 2 % ${MAKES.length}] as make,
                        (${textArray(FAMILIES)})[1 + (g / 2 % ${MAKES.length}) * 2 + g % 2] as family,
                        g % 25 as age, (current_date - (g % 25) * 365 - g % 300) as installed) v`);
    // Each job worked on one unit of its client; BUSY_VISITS of them on the busy unit.
    await tx.execute(sql`
      insert into service_job_equipment (tenant_id, job_id, equipment_id)
      select ${tenantId}, j.id, case when j.rn % (100000 / ${BUSY_VISITS}) = 0 then ${BUSY_UNIT_ID}::uuid else u.id end
      from (select id, client_id, row_number() over (order by id) as rn from service_jobs
              where tenant_id = ${tenantId}) j
        cross join lateral (select id from equipment e where e.tenant_id = ${tenantId} and e.client_id = j.client_id
                              order by id limit 1) u`);
    const { rows } = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from service_jobs where tenant_id = ${tenantId} and status = 'completed'`);
    const perChecklist = Math.ceil(ANSWERS / rows[0].n);
    if (perChecklist > ITEMS.length) throw new Error(`${rows[0].n} completed jobs hold too few answers`);
    // A maintenance checklist per completed job, filled for its unit at the job's time.
    await tx.execute(sql`
      insert into job_checklists (tenant_id, id, job_id, name, equipment_id, last_answered_at, created_at)
      select ${tenantId}, gen_random_uuid(), j.id, 'Maintenance visit', je.equipment_id,
        j.scheduled_date + interval '1 hour', j.scheduled_date
      from service_jobs j
        join service_job_equipment je on je.tenant_id = j.tenant_id and je.job_id = j.id
      where j.tenant_id = ${tenantId} and j.status = 'completed'`);
    const item = (column: number) =>
      sql.raw(`(array[${ITEMS.map((i) => (i[column] === null ? 'null' : `'${i[column]}'`)).join(',')}])[n]`);
    await tx.execute(sql`
      insert into job_checklist_items (tenant_id, id, job_id, checklist_id, position, label, kind, required, unit,
        min, max, answer_bool, answer_number, answer_text, answered_at, answered_by_name)
      select ${tenantId}, gen_random_uuid(), c.job_id, c.id, n, ${item(0)}, (${item(1)})::checklist_item_kind, n <= 8,
        ${item(2)}, (${item(3)})::numeric, (${item(4)})::numeric,
        case when ${item(1)} = 'yesno' then (hashtext(c.id::text) + n) % 9 <> 0 end,
        case when ${item(1)} = 'number' then (${item(3)})::numeric + ((${item(4)})::numeric - (${item(3)})::numeric)
          * (abs(hashtext(c.id::text) + n * 7) % 120) / 100.0 end,
        case when ${item(1)} = 'text' then 'Coil cleaned, unit running normally' end,
        c.last_answered_at, 'Bench Tech'
      from (select * from job_checklists where tenant_id = ${tenantId} order by id) c,
        generate_series(1, ${perChecklist}) n
      limit ${ANSWERS}`);
    // The busy unit's refrigerant log: a top-up or a recovery about every other month.
    await tx.execute(sql`
      insert into equipment_refrigerant_log (tenant_id, id, equipment_id, action, amount_oz, refrigerant_type,
        technician_id, serviced_on, notes)
      select ${tenantId}, gen_random_uuid(), ${BUSY_UNIT_ID}::uuid,
        (case when g % 4 = 0 then 'recovered' else 'added' end)::refrigerant_action, 4 + g % 9, 'R-410A', t.id,
        current_date - g * 60, 'Leak check at the service valves'
      from generate_series(1, 12) g
        join (select id, row_number() over (order by id) as rn from technicians where tenant_id = ${tenantId}) t
          on t.rn = 1 + g % 5`);
  });
  for (const table of [
    'equipment',
    'service_job_equipment',
    'job_checklists',
    'job_checklist_items',
    'equipment_refrigerant_log',
  ])
    await db.owner.execute(sql.raw(`analyze ${table}`));
  log(
    `seeded 200,000 units and 1,000,000 checklist answers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
