import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_EXPECTED_LIFE_YEARS, type EquipmentType } from '@tradeworks/contracts/equipment';
import { formatLocationAddress } from '@tradeworks/contracts/service-locations';
import {
  equipment,
  equipmentRefrigerantLog,
  serviceJobEquipment,
  serviceJobs,
  serviceLocations,
} from '../schema';
import type { DemoClient } from './demo-clients';
import type { TenantSeed } from './demo-context';

// type, make, model, serial prefix, refrigerant, charge (oz), filter size
type Model = [EquipmentType, string, string, string, string | null, number | null, string | null];
const MODELS: Model[] = [
  ['air_conditioner', 'Carrier', '24ACC636A003', '2419E', 'R-410A', 112, '16x25x1'],
  ['air_conditioner', 'Trane', '4TTR4036L1000A', '21341', 'R-410A', 98, '20x25x1'],
  ['air_conditioner', 'Lennox', 'ML14XC1-036', '5816C', 'R-410A', 105, '16x25x4'],
  ['air_conditioner', 'Goodman', 'GSX140361', '1507K', 'R-410A', 96, '20x20x1'],
  ['air_conditioner', 'Rheem', 'RA1636AJ1NA', 'W1412', 'R-22', 88, '16x20x1'],
  ['heat_pump', 'Goodman', 'GSZ140361', '1809M', 'R-410A', 124, '20x25x1'],
  ['heat_pump', 'Trane', '4TWR5036H1000A', '22113', 'R-410A', 131, '20x25x4'],
  ['heat_pump', 'Carrier', '25VNA036A003', '0922X', 'R-454B', 118, '16x25x1'],
  ['furnace', 'Lennox', 'EL296V060C36B', '5915H', null, null, '16x25x1'],
  ['furnace', 'Carrier', '59SC5A080S17', '1716A', null, null, '16x25x4'],
  ['furnace', 'American Standard', 'S9V2B080U4', '18021', null, null, '20x25x1'],
  ['air_handler', 'Trane', 'TEM6A0C36H31', '20192', null, null, '20x20x1'],
  ['mini_split', 'Mitsubishi', 'MSZ-GL12NA', '4Y003', 'R-410A', 42, null],
  ['mini_split', 'Daikin', 'FTX12NMVJU', 'E0081', 'R-410A', 38, null],
  ['boiler', 'Weil-McLain', 'CGa-4', 'CP112', null, null, null],
  ['water_heater', 'Bradford White', 'RG250T6N', 'NH225', null, null, null],
  ['water_heater', 'Rheem', 'XE50T10H45U0', 'Q1119', null, null, null],
  ['thermostat', 'ecobee', 'EB-STATE5-01', '44RKT', null, null, null],
  ['thermostat', 'Honeywell', 'TH9320WF5003', '2119B', null, null, null],
];

const EXTRA_SITES = {
  residential: ['Rental house', 'Lake house', 'Guest cottage', 'Mother-in-law unit'],
  commercial: ['Warehouse', 'North store', 'South store', 'Office annex'],
};
const STREETS = ['Barton Springs Rd', 'Burnet Rd', 'Lamar Blvd', 'Manor Rd', 'Slaughter Ln', 'Parmer Ln'];
const NOTES = [
  'Condensate line cleared at last visit.',
  'Side yard, behind the gate.',
  'Attic install: bring the ladder.',
  'Customer asked for a replacement quote next season.',
  null,
  null,
];

type LocationRow = typeof serviceLocations.$inferSelect;

/**
 * Issue 35's demo: some clients have 2–5 service locations (the others keep the one made from their address);
 * every location has 1–3 installed HVAC units with realistic makes, models and ages (some past their expected
 * life, some with a warranty ending soon); completed jobs worked on a unit there (its history), and the
 * cooling units they serviced have refrigerant log entries. A few open jobs move to a client's other site.
 */
export async function seedLocationsAndEquipment(seed: TenantSeed, clients: DemoClient[]): Promise<void> {
  const { rand, scope } = seed;
  const { tx, tenantId } = scope;
  const extra: Array<typeof serviceLocations.$inferInsert> = [];
  clients.forEach((client, i) => {
    if (i % 4 !== 1) return;
    const commercial = client.clientType === 'commercial';
    const names = rand.sample(EXTRA_SITES[commercial ? 'commercial' : 'residential'], rand.int(1, 4));
    for (const name of names) {
      extra.push({
        tenantId,
        clientId: client.id,
        name,
        address: `${rand.int(100, 9999)} ${rand.pick(STREETS)}`,
        city: client.city,
        state: client.state,
        zipCode: client.zipCode,
        latitude: (Number(client.latitude ?? 30.27) + (rand.next() - 0.5) * 0.08).toFixed(6),
        longitude: (Number(client.longitude ?? -97.74) + (rand.next() - 0.5) * 0.08).toFixed(6),
        accessNotes: rand.chance(0.6) ? `Gate code ${rand.int(1000, 9999)}` : null,
        contactName: commercial ? `${rand.pick(['Site manager', 'Facilities'])} ${client.lastName}` : null,
        contactPhone: commercial ? `(512) 555-03${String(i).padStart(2, '0')}` : null,
      });
    }
  });
  if (extra.length) await tx.insert(serviceLocations).values(extra);
  const locations = await tx
    .select()
    .from(serviceLocations)
    .where(eq(serviceLocations.tenantId, tenantId))
    .orderBy(serviceLocations.clientId, serviceLocations.createdAt, serviceLocations.id);

  const units = await tx
    .insert(equipment)
    .values(locations.flatMap((l) => unitsAt(seed, l)))
    .returning();
  await moveOpenJobs(seed, locations);
  await linkCompletedJobs(seed, units);
}

function unitsAt(seed: TenantSeed, location: LocationRow): Array<typeof equipment.$inferInsert> {
  const { rand, clock, scope } = seed;
  return Array.from({ length: rand.int(1, 3) }, () => {
    const [type, make, model, prefix, refrigerant, charge, filter] = rand.pick(MODELS);
    const life = DEFAULT_EXPECTED_LIFE_YEARS[type];
    // Ages spread from new to well past the expected life; one in eight has its parts warranty ending soon.
    const endingSoon = rand.chance(0.125);
    const ageDays = endingSoon ? 3650 - rand.int(10, 80) : rand.int(60, Math.round(life * 365 * 1.3));
    const installDate = clock.date(-ageDays);
    const plusYears = (years: number) => clock.date(-ageDays + Math.round(years * 365.25));
    const status = rand.chance(0.06) ? ('replaced' as const) : ('active' as const);
    return {
      tenantId: scope.tenantId,
      locationId: location.id,
      clientId: location.clientId,
      type,
      make,
      model,
      serialNumber: `${prefix}${rand.int(10000, 99999)}`,
      installDate,
      warrantyPartsEnds: type === 'thermostat' ? plusYears(5) : plusYears(10),
      warrantyLabourEnds: rand.chance(0.3) ? plusYears(5) : plusYears(1),
      refrigerantType: refrigerant,
      refrigerantChargeOz: charge === null ? null : `${charge}.00`,
      filterSize: filter,
      expectedLifeYears: life,
      notes: rand.pick(NOTES),
      status,
      source: rand.chance(0.2) ? ('import' as const) : ('manual' as const),
      createdAt: clock.ago(rand.int(1, 300)),
    };
  });
}

/** Some open jobs of clients with several sites are at another of their sites (with its address). */
async function moveOpenJobs(seed: TenantSeed, locations: LocationRow[]) {
  const { tx, tenantId } = seed.scope;
  const others = new Map<string, LocationRow[]>();
  for (const l of locations) others.set(l.clientId, [...(others.get(l.clientId) ?? []), l]);
  const open = await tx
    .select({ id: serviceJobs.id, clientId: serviceJobs.clientId })
    .from(serviceJobs)
    .where(and(eq(serviceJobs.tenantId, tenantId), eq(serviceJobs.status, 'pending')))
    .orderBy(serviceJobs.id);
  for (const job of open) {
    const sites = others.get(job.clientId) ?? [];
    if (sites.length < 2 || !seed.rand.chance(0.6)) continue;
    const site = seed.rand.pick(sites.slice(1));
    await tx
      .update(serviceJobs)
      .set({
        locationId: site.id,
        address: formatLocationAddress(site),
        latitude: site.latitude,
        longitude: site.longitude,
      })
      .where(and(eq(serviceJobs.tenantId, tenantId), eq(serviceJobs.id, job.id)));
  }
}

/** Completed jobs worked on a unit at their location; cooling units got refrigerant on some of them. */
async function linkCompletedJobs(seed: TenantSeed, units: Array<typeof equipment.$inferSelect>) {
  const { rand, scope } = seed;
  const { tx, tenantId } = scope;
  const atLocation = new Map<string, Array<typeof equipment.$inferSelect>>();
  for (const u of units.filter((u) => u.status === 'active'))
    atLocation.set(u.locationId, [...(atLocation.get(u.locationId) ?? []), u]);
  const jobs = await tx
    .select()
    .from(serviceJobs)
    .where(
      and(
        eq(serviceJobs.tenantId, tenantId),
        inArray(serviceJobs.status, ['completed', 'assigned', 'in-progress']),
      ),
    )
    .orderBy(serviceJobs.id);
  const links: Array<typeof serviceJobEquipment.$inferInsert> = [];
  const refrigerant: Array<typeof equipmentRefrigerantLog.$inferInsert> = [];
  for (const job of jobs) {
    const here = atLocation.get(job.locationId) ?? [];
    if (!here.length) continue;
    // A completed visit worked on a cooling unit when the site has one (its refrigerant log shows it).
    const cooling = here.filter((u) => u.refrigerantType);
    const unit = rand.pick(job.status === 'completed' && cooling.length ? cooling : here);
    links.push({ tenantId, jobId: job.id, equipmentId: unit.id });
    const logged = refrigerant.length === 0 || rand.chance(0.4);
    if (job.status !== 'completed' || !job.technicianId || !unit.refrigerantType || !logged) continue;
    refrigerant.push({
      tenantId,
      equipmentId: unit.id,
      action: 'added',
      amountOz: `${rand.int(4, 32)}.00`,
      refrigerantType: unit.refrigerantType,
      technicianId: job.technicianId,
      servicedOn: (job.completedAt ?? job.scheduledDate).toISOString().slice(0, 10),
      jobId: job.id,
      notes: rand.pick([
        'Low charge; leak check at the service valves, none found.',
        'Topped up after coil clean.',
      ]),
      createdAt: job.completedAt ?? job.scheduledDate,
    });
  }
  if (links.length) await tx.insert(serviceJobEquipment).values(links);
  if (refrigerant.length) await tx.insert(equipmentRefrigerantLog).values(refrigerant);
}
