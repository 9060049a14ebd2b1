import { and, eq } from 'drizzle-orm';
import { jobAssignments, serviceJobServices, serviceJobs, services, technicians } from '../schema';
import type { DemoClient } from './demo-clients';
import type { TenantSeed } from './demo-context';
import type { DemoJob, DemoTechnician } from './demo-field';

/**
 * Today's dispatch board, ready for 'Optimize Routes': technicians get their home base and working day, a
 * few technicians already have visits booked in the order the calls came in (criss-crossing Austin), and
 * new requests wait unassigned — some with arrival windows, some needing a skill. Optimising visibly
 * shortens the day's driving.
 */

// service type, minutes, Austin hour, arrival window (hours) or null, required skill or null, priority
type PendingRow = [string, number, number, [number, number] | null, string | null, DemoJob['priority']];
const PENDING: PendingRow[] = [
  ['A/C Tune-Up', 60, 9, [8, 11], null, 'medium'],
  ['Heat Pump Diagnostic', 90, 10, null, 'Heat Pumps', 'high'],
  ['Duct Cleaning', 120, 13, [12, 16], 'Ductwork', 'low'],
  ['Thermostat Installation', 45, 11, null, null, 'medium'],
  ['Refrigerant Leak Check', 60, 14, [13, 17], 'Refrigeration', 'high'],
  ['Furnace Safety Inspection', 45, 9, [8, 10], 'Heating', 'low'],
  ['Capacitor Replacement', 60, 15, null, null, 'medium'],
  ['Indoor Air Quality Assessment', 60, 10, [9, 12], 'Indoor Air Quality', 'low'],
  ['Commercial RTU Service', 120, 8, [8, 12], 'Commercial HVAC', 'high'],
  ['A/C Tune-Up', 60, 16, null, null, 'low'],
];
const SMALL_PENDING = [0, 1, 3, 6];

// Booked in call order: each technician's visits alternate between far ends of the metro area.
const BOOKED_PER_TECH = 3;

/** Home base and working day of each technician (their area; two start early on the extended day). */
async function setHomes(seed: TenantSeed, techs: DemoTechnician[]) {
  const { scope } = seed;
  for (const [i, tech] of techs.entries()) {
    const extended = i % 4 === 1;
    await scope.tx
      .update(technicians)
      .set({
        homeAddress: tech.currentLocation ? `${tech.currentLocation}, TX` : null,
        homeLatitude: tech.latitude,
        homeLongitude: tech.longitude,
        workStart: extended ? '07:00' : '08:00',
        workEnd: extended ? '19:00' : '17:00',
      })
      .where(and(eq(technicians.tenantId, scope.tenantId), eq(technicians.id, tech.id)));
  }
}

export async function seedDispatchDay(
  seed: TenantSeed,
  clients: DemoClient[],
  field: { technicians: DemoTechnician[]; jobs: DemoJob[] },
) {
  const { scope, clock, rand, numbers, staff } = seed;
  await setHomes(seed, field.technicians);
  const located = clients.filter((c) => c.status === 'active' && c.latitude && c.longitude);
  // Spread across the metro: sort by longitude so "far ends" alternate west and east.
  const byLongitude = [...located].sort((a, b) => Number(a.longitude) - Number(b.longitude));
  const address = (c: DemoClient) => `${c.address}, ${c.city}, ${c.state} ${c.zipCode}`;
  const working = field.technicians.filter((t) => t.status !== 'offline');
  const pendingRows = seed.size === 'full' ? PENDING : SMALL_PENDING.map((i) => PENDING[i]);
  const bookedTechs = working.slice(0, seed.size === 'full' ? 3 : 1);
  const created: DemoJob[] = [];

  const insert = async (
    values: Omit<typeof serviceJobs.$inferInsert, 'tenantId' | 'jobNumber'>,
    createdAt: Date,
  ) => {
    const [job] = await scope.tx
      .insert(serviceJobs)
      .values({
        ...values,
        tenantId: scope.tenantId,
        jobNumber: numbers.next('service_job', createdAt),
        createdAt,
      })
      .returning();
    created.push(job);
    return job;
  };

  let minutesAgo = 25;
  for (const [t, tech] of bookedTechs.entries()) {
    // After the stops the technician already has today.
    const before = Math.max(
      0,
      ...field.jobs.filter((j) => j.technicianId === tech.id).map((j) => j.routeOrder ?? 0),
    );
    for (let k = 0; k < BOOKED_PER_TECH; k++) {
      // West end, east end, west end…: a day that criss-crosses town.
      const pool = k % 2 === 0 ? byLongitude.slice(0, 8) : byLongitude.slice(-8);
      const client = pool[(t * BOOKED_PER_TECH + k) % pool.length];
      const scheduledDate = clock.at(0, 9 + k * 2.5);
      const job = await insert(
        {
          clientId: client.id,
          clientName: client.name,
          serviceType: rand.pick(['A/C Tune-Up', 'Seasonal Maintenance Package', 'Diagnostic Service Call']),
          priority: 'medium',
          status: 'assigned',
          technicianId: tech.id,
          scheduledDate,
          estimatedDuration: 60,
          address: address(client),
          latitude: client.latitude,
          longitude: client.longitude,
          description: `Booked by phone for ${client.name}.`,
          routeOrder: before + k + 1,
        },
        clock.ago(minutesAgo-- / 1440),
      );
      await scope.tx.insert(jobAssignments).values({
        tenantId: scope.tenantId,
        jobId: job.id,
        technicianId: tech.id,
        scheduledDate,
        estimatedDuration: 60,
        assignedBy: staff.office.id,
        createdAt: job.createdAt,
      });
    }
  }
  for (const [i, [serviceType, minutes, hour, window, skill, priority]] of pendingRows.entries()) {
    const client = byLongitude[Math.floor(((i + 0.5) * byLongitude.length) / pendingRows.length)];
    await insert(
      {
        clientId: client.id,
        clientName: client.name,
        serviceType,
        priority,
        status: 'pending',
        scheduledDate: clock.at(0, hour),
        estimatedDuration: minutes,
        address: address(client),
        latitude: client.latitude,
        longitude: client.longitude,
        windowStart: window ? clock.at(0, window[0]) : null,
        windowEnd: window ? clock.at(0, window[1]) : null,
        requiredSkills: skill ? [skill] : [],
        description: `${serviceType} requested by ${client.name}.`,
      },
      clock.ago(minutesAgo-- / 1440),
    );
  }
  await linkServices(seed, [...field.jobs, ...created]);
  return created;
}

/** Jobs whose service type is a catalogue service perform it (their invoice is priced from it). */
async function linkServices(seed: TenantSeed, jobs: DemoJob[]) {
  const { scope } = seed;
  const catalogue = await scope.tx
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.tenantId, scope.tenantId), eq(services.status, 'active')));
  const byName = new Map(catalogue.map((s) => [s.name.toLowerCase(), s.id]));
  const rows = jobs.flatMap((job) => {
    const serviceId =
      byName.get(job.serviceType.toLowerCase()) ??
      (job.status === 'completed' ? catalogue[0]?.id : undefined);
    return serviceId
      ? [{ tenantId: scope.tenantId, jobId: job.id, serviceId, quantity: '1', sortOrder: 0 }]
      : [];
  });
  if (rows.length) await scope.tx.insert(serviceJobServices).values(rows);
}
