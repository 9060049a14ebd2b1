import type { BillingSchedule } from '@tradeworks/contracts/service-agreements';
import { billingPeriods } from '@tradeworks/contracts/agreement-schedule';
import { jobAssignments, serviceAgreements, serviceJobs, technicians } from '../schema';
import type { DemoClient } from './demo-clients';
import { forSize, type TenantSeed } from './demo-context';

export type DemoTechnician = typeof technicians.$inferSelect;
export type DemoJob = typeof serviceJobs.$inferSelect;
export type DemoAgreement = typeof serviceAgreements.$inferSelect;

// name, offline today, max jobs, rating, skills, area, latitude, longitude
type TechRow = [string, boolean, number, string, string[], string, number, number];
const TECHS: TechRow[] = [
  [
    'Luis Garcia',
    false,
    4,
    '4.90',
    ['HVAC Repair', 'Heat Pumps', 'Refrigeration'],
    'North Austin',
    30.398,
    -97.718,
  ],
  [
    'Jasmine Carter',
    false,
    4,
    '4.80',
    ['AC Installation', 'Ductwork', 'Commercial HVAC'],
    'Round Rock',
    30.511,
    -97.678,
  ],
  ['Ethan Brooks', false, 3, '4.60', ['Heating', 'Boilers', 'Electrical'], 'South Austin', 30.214, -97.79],
  [
    'Mei Tanaka',
    false,
    4,
    '4.95',
    ['Refrigeration', 'Commercial HVAC', 'Controls'],
    'Cedar Park',
    30.506,
    -97.823,
  ],
  ['Derrick Owens', false, 5, '4.40', ['Ductwork', 'Indoor Air Quality'], 'East Austin', 30.27, -97.7],
  [
    'Sara Whitfield',
    false,
    4,
    '4.70',
    ['HVAC Repair', 'Heat Pumps', 'Electrical'],
    'Pflugerville',
    30.44,
    -97.62,
  ],
  ['Tom Reyes', true, 3, '4.20', ['Heating', 'HVAC Repair'], 'Kyle', 29.99, -97.875],
  ['Andre Mitchell', false, 4, '4.50', ['AC Installation', 'Heat Pumps'], 'Leander', 30.58, -97.85],
];
const SMALL_TECHS: TechRow[] = [
  [
    'Hank Olsen',
    false,
    4,
    '4.70',
    ['Plumbing', 'Water Heaters', 'HVAC Repair'],
    'Cedar Park',
    30.505,
    -97.82,
  ],
  ['Rosa Jimenez', false, 4, '4.85', ['Drain Cleaning', 'Plumbing', 'Gas Lines'], 'Leander', 30.579, -97.853],
  ['Kyle Brennan', false, 3, '4.30', ['AC Installation', 'Heat Pumps'], 'Round Rock', 30.508, -97.679],
  ['Nadia Farouk', true, 4, '4.60', ['Water Heaters', 'Refrigeration'], 'Georgetown', 30.633, -97.678],
];

// key, status, service type, frequency, start (days from today), term (days), value, small set
type AgreementRow = [string, DemoAgreement['status'], string, string, number, number, string, boolean?];
const AGREEMENTS: AgreementRow[] = [
  ['oldQuarterly', 'expired', 'Quarterly Maintenance', 'Quarterly', -496, 365, '640.00', true],
  ['oldAnnual', 'expired', 'Annual Inspection', 'Annually', -400, 365, '175.00'],
  ['endingSoon', 'active', 'Annual Inspection', 'Annually', -347, 365, '189.00', true],
  ['monthly', 'active', 'Monthly Maintenance', 'Monthly', -200, 365, '1800.00', true],
  ['cancelled', 'cancelled', 'Quarterly Maintenance', 'Quarterly', -150, 365, '720.00'],
  // Its third visit falls inside the 60-day horizon, so the demo shows a Next Service for it.
  ['renewed', 'active', 'Quarterly Maintenance', 'Quarterly', -131, 365, '680.00'],
  ['rooftop', 'active', 'Custom Agreement', 'Weekly', -60, 180, '4500.00'],
  ['emergency', 'active', 'Emergency Response', 'As Needed', -30, 365, '1200.00'],
  ['newQuarterly', 'active', 'Quarterly Maintenance', 'Quarterly', -20, 365, '720.00'],
  ['pending', 'pending', 'Monthly Maintenance', 'Monthly', 14, 365, '1500.00', true],
];
// Billing and auto-renewal of some terms (the generator bills the periods after the demo's start).
const BILLING: Record<string, { billingSchedule: BillingSchedule; autoRenew?: boolean }> = {
  monthly: { billingSchedule: 'monthly' },
  newQuarterly: { billingSchedule: 'quarterly' },
  rooftop: { billingSchedule: 'per_visit', autoRenew: true },
  emergency: { billingSchedule: 'upfront' },
  pending: { billingSchedule: 'monthly' },
};
const RENEWS: Record<string, string> = { renewed: 'oldQuarterly' };

// status, priority, technician (index), day from today, Austin hour, minutes, service type, agreement key, small set
type JobRow = [
  DemoJob['status'],
  DemoJob['priority'],
  number | null,
  number,
  number,
  number,
  string,
  string?,
  boolean?,
];
const JOBS: JobRow[] = [
  ['completed', 'medium', 0, -13, 9, 90, 'A/C Tune-Up', undefined, true],
  ['completed', 'high', 1, -12, 13, 180, 'Capacitor Replacement'],
  ['completed', 'low', 2, -11, 10, 60, 'Furnace Safety Inspection', undefined, true],
  ['completed', 'medium', 3, -9, 8, 120, 'Seasonal Maintenance Package', 'renewed'],
  ['completed', 'emergency', 0, -8, 19, 120, 'Emergency No-Cool Repair', undefined, true],
  ['completed', 'medium', 4, -7, 11, 240, 'Duct Cleaning'],
  ['completed', 'medium', 5, -5, 14, 90, 'Thermostat Installation'],
  ['completed', 'low', 2, -4, 9, 60, 'Indoor Air Quality Assessment', undefined, true],
  ['completed', 'high', 1, -3, 8, 360, 'Evaporator Coil Replacement'],
  ['completed', 'medium', 3, -1, 15, 90, 'Condenser Fan Motor Replacement'],
  ['cancelled', 'low', null, -6, 10, 60, 'A/C Tune-Up', undefined, true],
  ['cancelled', 'medium', 6, -2, 13, 120, 'Diagnostic Service Call'],
  ['cancelled', 'low', null, 5, 9, 60, 'Furnace Safety Inspection'],
  ['in-progress', 'high', 1, 0, 8, 180, 'Condenser Fan Motor Replacement', undefined, true],
  ['in-progress', 'medium', 4, 0, 9, 240, 'Duct Cleaning'],
  ['assigned', 'medium', 0, 0, 13, 90, 'A/C Tune-Up', undefined, true],
  ['assigned', 'high', 5, 0, 15, 120, 'Capacitor Replacement'],
  ['assigned', 'medium', 2, 1, 9, 60, 'Furnace Safety Inspection', undefined, true],
  ['assigned', 'low', 3, 2, 10, 90, 'Indoor Air Quality Assessment'],
  ['assigned', 'medium', 0, 3, 8, 120, 'Monthly Maintenance Visit', 'monthly'],
  ['assigned', 'high', 1, 4, 13, 180, 'Smart Thermostat Upgrade', undefined, true],
  ['assigned', 'medium', 5, 6, 9, 90, 'A/C Tune-Up'],
  ['assigned', 'low', 7, 9, 11, 60, 'Diagnostic Service Call'],
  ['pending', 'emergency', null, 0, 17, 120, 'Emergency No-Cool Repair', undefined, true],
  ['pending', 'emergency', null, 1, 8, 90, 'Emergency After-Hours Call'],
  ['pending', 'medium', null, 2, 10, 90, 'Diagnostic Service Call'],
  ['pending', 'high', null, 5, 13, 120, 'Capacitor Replacement'],
  ['pending', 'low', null, 8, 9, 60, 'Quarterly Maintenance Visit', 'newQuarterly'],
  ['pending', 'medium', null, 12, 14, 240, 'Evaporator Coil Replacement'],
  ['pending', 'low', null, 13, 10, 45, 'Furnace Safety Inspection'],
];
const JOB_NOTES = [
  'Customer signed off; filter replaced.',
  'Coil cleaned, refrigerant within spec.',
  'Recommended a system replacement quote.',
  null,
];

const floorQuarter = (ms: number) => ms - (ms % 900_000);
const fullAddress = (c: DemoClient) => `${c.address}, ${c.city}, ${c.state} ${c.zipCode}`;

/** Service agreements (every status, one ending within 30 days, one renewal of an expired term). */
async function seedAgreements(seed: TenantSeed, clients: DemoClient[]) {
  const { scope, clock, rand, numbers } = seed;
  const active = clients.filter((c) => c.status === 'active');
  const byKey = new Map<string, DemoAgreement>();
  const rows = forSize(
    seed,
    AGREEMENTS.map((row) => ({ row, small: row[7] })),
  )
    .map(({ row }) => ({ row, createdAt: row[4] > 0 ? clock.ago(3) : clock.at(row[4] - 7, 10) }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const {
    row: [key, status, serviceType, frequency, start, term, value],
    createdAt,
  } of rows) {
    const commercial = ['Monthly Maintenance', 'Custom Agreement', 'Emergency Response'].includes(
      serviceType,
    );
    const pool = active.filter((c) => (c.clientType === 'commercial') === commercial);
    const client = rand.pick(pool.length ? pool : active);
    const renewedFrom = RENEWS[key] ? byKey.get(RENEWS[key]) : undefined;
    const billing = BILLING[key];
    const term_ = { startDate: clock.date(start), endDate: clock.date(start + term - 1), frequency };
    // Earlier periods and visits count as handled before the demo began: the generator carries on from today.
    const nextBillingDate = billing
      ? (billingPeriods({ ...term_, billingSchedule: billing.billingSchedule }).find(
          (p) => p.start > clock.date(0),
        )?.start ?? null)
      : null;
    const [agreement] = await scope.tx
      .insert(serviceAgreements)
      .values({
        tenantId: scope.tenantId,
        contractNumber: numbers.next('service_agreement', createdAt),
        clientId: renewedFrom?.clientId ?? client.id,
        clientName: renewedFrom?.clientName ?? client.name,
        serviceType,
        frequency,
        startDate: clock.date(start),
        endDate: clock.date(start + term - 1),
        value,
        status,
        renewedFromId: renewedFrom?.id ?? null,
        billingSchedule: billing?.billingSchedule ?? null,
        autoRenew: billing?.autoRenew ?? false,
        nextBillingDate,
        // Visits before today count as handled; the ones from today on are made by seedAgreementVisits.
        visitsThrough: status === 'active' ? clock.date(-1) : null,
        description: `${serviceType} — ${frequency.toLowerCase()} visits, priority scheduling and 15% off repairs.`,
        createdAt,
      })
      .returning();
    byKey.set(key, agreement);
  }
  return byKey;
}

/** Technicians, agreements, ~30 jobs across four weeks and the assignment history of the assigned ones. */
export async function seedField(seed: TenantSeed, clients: DemoClient[]) {
  const { scope, clock, rand, numbers, staff } = seed;
  const agreements = await seedAgreements(seed, clients);
  const techRows = seed.size === 'full' ? TECHS : SMALL_TECHS;
  const jobRows = forSize(
    seed,
    JOBS.map((row) => ({ row, small: row[8] })),
  ).map(({ row }) => row);
  const active = clients.filter((c) => c.status === 'active');

  const planned = jobRows.map(
    ([status, priority, techIndex, day, hour, minutes, serviceType, agreementKey]) => {
      const agreement = agreementKey ? agreements.get(agreementKey) : undefined;
      const client = (agreement && clients.find((c) => c.id === agreement.clientId)) || rand.pick(active);
      // Work under way started before now, whatever the time of day the demo is started.
      const plannedAt = clock.at(day, hour).getTime();
      const scheduledDate = new Date(
        status === 'in-progress'
          ? Math.min(plannedAt, floorQuarter(clock.now.getTime() - minutes * 20_000))
          : plannedAt,
      );
      // Emergencies are called in the same day; other work is booked a few days ahead.
      const createdAt =
        priority === 'emergency' && status === 'pending'
          ? clock.ago(rand.int(30, 150) / 1440)
          : new Date(Math.min(clock.now.getTime(), scheduledDate.getTime() - rand.int(1, 6) * 86_400_000));
      return {
        status,
        priority,
        techIndex: techIndex === null ? null : techIndex % techRows.length,
        day,
        minutes,
        serviceType,
        agreement,
        client,
        scheduledDate,
        createdAt,
      };
    },
  );
  // Per technician: live jobs (assigned or in progress), and whether one is under way or due today.
  const load = techRows.map((_, i) => {
    const mine = planned.filter(
      (j) => j.techIndex === i && (j.status === 'assigned' || j.status === 'in-progress'),
    );
    return {
      current: mine.length,
      working: mine.some((j) => j.status === 'in-progress'),
      dueToday: mine.some((j) => j.day === 0),
    };
  });
  const techs = await scope.tx
    .insert(technicians)
    .values(
      techRows.map(([name, offline, maxJobs, rating, skills, currentLocation, lat, lng], i) => ({
        tenantId: scope.tenantId,
        name,
        maxJobs,
        rating,
        skills,
        currentLocation,
        email: `${name.split(' ')[0].toLowerCase()}@${seed.domain}`,
        phone: `(512) 555-01${60 + i}`,
        latitude: (lat + (rand.next() - 0.5) * 0.02).toFixed(6),
        longitude: (lng + (rand.next() - 0.5) * 0.02).toFixed(6),
        status: offline
          ? ('offline' as const)
          : load[i].working
            ? ('busy' as const)
            : load[i].dueToday
              ? ('en-route' as const)
              : ('available' as const),
        // The member demo account is the first technician of the full organization.
        userId: i === 0 && seed.size === 'full' ? staff.tech.id : null,
        createdAt: clock.ago(300 - i * 20),
      })),
    )
    .returning();

  // Today's route of each technician, in scheduled order.
  const routeOrder = new Map<object, number>();
  for (let i = 0; i < techs.length; i++) {
    planned
      .filter((j) => j.techIndex === i && j.day === 0 && j.status !== 'cancelled')
      .sort((a, b) => a.scheduledDate.getTime() - b.scheduledDate.getTime())
      .forEach((j, n) => routeOrder.set(j, n + 1));
  }
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const jobs: DemoJob[] = [];
  for (const j of planned) {
    const tech = j.techIndex === null ? null : techs[j.techIndex];
    const [job] = await scope.tx
      .insert(serviceJobs)
      .values({
        tenantId: scope.tenantId,
        jobNumber: numbers.next('service_job', j.createdAt),
        clientId: j.client.id,
        clientName: j.client.name,
        serviceType: j.serviceType,
        priority: j.priority,
        status: j.status,
        technicianId: tech?.id ?? null,
        agreementId: j.agreement?.id ?? null,
        visitDate: j.agreement ? clock.date(j.day) : null,
        scheduledDate: j.scheduledDate,
        estimatedDuration: j.minutes,
        address: fullAddress(j.client),
        latitude: j.client.latitude,
        longitude: j.client.longitude,
        description: `${j.serviceType} at ${j.client.name}.`,
        createdAt: j.createdAt,
        routeOrder: routeOrder.get(j) ?? null,
        notes:
          j.status === 'completed'
            ? rand.pick(JOB_NOTES)
            : j.status === 'cancelled'
              ? 'Cancelled by the client.'
              : null,
        completedAt:
          j.status === 'completed' ? new Date(j.scheduledDate.getTime() + j.minutes * 60_000) : null,
      })
      .returning();
    jobs.push(job);
  }
  const assignments = jobs
    .filter((j) => j.technicianId)
    .map((j) => ({
      tenantId: scope.tenantId,
      jobId: j.id,
      technicianId: j.technicianId!,
      scheduledDate: j.scheduledDate,
      estimatedDuration: j.estimatedDuration,
      assignedBy: staff.manager.id,
      notes: j.priority === 'high' ? 'Bring the coil cleaner and a spare capacitor.' : null,
      createdAt: new Date(Math.min(clock.now.getTime(), j.createdAt.getTime() + 3_600_000)),
    }));
  // One job changed hands: its first assignment went to another technician.
  const moved = assignments.find((a) => jobs.find((j) => j.id === a.jobId)?.status === 'assigned');
  if (moved && techs.length > 2) {
    const other = techs.find((t) => t.id !== moved.technicianId && t.status !== 'offline')!;
    assignments.push({
      ...moved,
      technicianId: other.id,
      notes: 'Reassigned: original technician out sick.',
      createdAt: new Date(moved.createdAt.getTime() - 1_800_000),
    });
  }
  if (assignments.length) await scope.tx.insert(jobAssignments).values(assignments);
  return { technicians: techs, jobs, agreements: [...agreements.values()], assignments: assignments.length };
}
