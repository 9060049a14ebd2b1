import { and, eq } from 'drizzle-orm';
import { clientContacts, clientPaymentMethods, clients } from '../schema';
import type { TenantSeed } from './demo-context';

type ClientInsert = typeof clients.$inferInsert;
export type DemoClient = typeof clients.$inferSelect;

// city, ZIP, latitude, longitude — Austin and its suburbs
const PLACES: [string, string, number, number][] = [
  ['Austin', '78704', 30.243, -97.77],
  ['Austin', '78745', 30.207, -97.796],
  ['Austin', '78731', 30.348, -97.762],
  ['Austin', '78757', 30.352, -97.733],
  ['Austin', '78723', 30.306, -97.685],
  ['Austin', '78748', 30.168, -97.823],
  ['Austin', '78759', 30.403, -97.752],
  ['Austin', '78702', 30.263, -97.717],
  ['Round Rock', '78664', 30.508, -97.679],
  ['Round Rock', '78681', 30.516, -97.72],
  ['Cedar Park', '78613', 30.505, -97.82],
  ['Pflugerville', '78660', 30.439, -97.62],
  ['Georgetown', '78626', 30.633, -97.678],
  ['Leander', '78641', 30.579, -97.853],
  ['Kyle', '78640', 29.989, -97.877],
  ['Buda', '78610', 30.085, -97.84],
  ['Lakeway', '78734', 30.363, -97.979],
  ['Manor', '78653', 30.341, -97.557],
];
const STREETS = [
  'Burnet Rd',
  'S Lamar Blvd',
  'Manchaca Rd',
  'Brodie Ln',
  'W Parmer Ln',
  'Oak Hollow Dr',
  'Shoal Creek Blvd',
  'Red River St',
  'E Riverside Dr',
  'Mesa Dr',
  'Anderson Mill Rd',
  'Slaughter Ln',
  'Pecan Park Blvd',
  'Sundance Pkwy',
  'Hidden Valley Dr',
  'Bluebonnet Ln',
  'Live Oak St',
  'Wells Branch Pkwy',
  'Great Hills Trl',
  'Cypress Creek Rd',
];
const FIRST = [
  'James',
  'Linda',
  'Robert',
  'Aisha',
  'Michael',
  'Jennifer',
  'David',
  'Sofia',
  'Kevin',
  'Emily',
  'Carlos',
  'Rachel',
  'Thomas',
  'Minh',
  'Olivia',
  'Daniel',
  'Hannah',
  'Jorge',
  'Grace',
  'Samuel',
  'Tanya',
  'Brian',
  'Lauren',
  'Ahmed',
  'Megan',
  'Victor',
  'Chloe',
  'Raj',
  'Beth',
  'Gabriel',
  'Nora',
  'Curtis',
];
const LAST = [
  'Johnson',
  'Nguyen',
  'Patel',
  'Williams',
  'Martinez',
  'Chen',
  'Thompson',
  'Brooks',
  'Hernandez',
  'Kim',
  'Anderson',
  'Rivera',
  'Walker',
  'Okafor',
  'Schmidt',
  'Bennett',
  'Flores',
  'Murphy',
  'Sullivan',
  'Ramirez',
  'Foster',
  'Hughes',
  'Delgado',
  'Park',
  'Coleman',
  'Vasquez',
  'Fischer',
  'Morales',
];
const COMPANIES = [
  'Hill Country Dental Group',
  'Lone Star Brewing Co.',
  'Barton Creek Office Park',
  'South Congress Bistro',
  'Riverside Self Storage',
  'Mueller Family Clinic',
  'Capital City Fitness',
  'Cedar Park Animal Hospital',
  'Travis Heights Bakery',
  'Round Rock Auto Care',
  'Domain Tech Suites',
  'Eastside Print Shop',
  'Bluebonnet Senior Living',
  'Zilker Yoga Studio',
  'Oak Hill Veterinary Clinic',
  'Lakeline Montessori School',
];
const SMALL_COMPANIES = [
  'Brushy Creek Bistro',
  'Whitestone Car Wash',
  'Lakeline Laundromat',
  'Cedar Park Dental Care',
  'Georgetown Square Florist',
];
const TAGS = [
  'vip',
  'maintenance-plan',
  'heat-pump',
  'older-system',
  'referral',
  'warranty',
  'two-story',
  'new-construction',
];
const LEAD_SOURCES = ['Google', 'Referral', 'Yelp', 'Nextdoor', 'Website', 'Home show', 'Repeat customer'];
const NOTES = [
  'Gate code 4417. Dog in the backyard.',
  'Attic unit — bring the tall ladder.',
  'Prefers morning appointments.',
  'Rooftop units, access via the north stairwell.',
  'Call 30 minutes before arrival.',
  null,
  null,
  null,
];
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');

/** ~40 residential and commercial clients (fewer for a small organization), Maria Lopez first. */
export async function seedClients(seed: TenantSeed): Promise<DemoClient[]> {
  const { rand, clock, scope } = seed;
  const count = seed.size === 'full' ? 40 : 14;
  const commercialEvery = seed.size === 'full' ? 4 : 3;
  const areaCode = seed.size === 'full' ? '512' : '737';
  const usedNames = new Set<string>();
  const companies = rand.shuffle(seed.size === 'full' ? COMPANIES : SMALL_COMPANIES);
  const rows: ClientInsert[] = [];
  for (let i = 0; i < count; i++) {
    const commercial = i % commercialEvery === commercialEvery - 1;
    let first: string;
    let last: string;
    do {
      [first, last] =
        i === 0 && seed.size === 'full' ? ['Maria', 'Lopez'] : [rand.pick(FIRST), rand.pick(LAST)];
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    const companyName = commercial ? companies.pop()! : null;
    const [city, zipCode, lat, lng] = rand.pick(PLACES);
    const status = i % 10 === 4 || i % 13 === 6 ? 'lead' : i % 10 === 8 ? 'inactive' : 'active';
    rows.push({
      tenantId: scope.tenantId,
      name: companyName ?? `${first} ${last}`,
      salutation: commercial || rand.chance(0.6) ? 'none' : rand.pick(['Mr.', 'Mrs.', 'Ms.', 'Dr.'] as const),
      firstName: first,
      lastName: last,
      suffix: !commercial && rand.chance(0.06) ? 'Jr.' : 'none',
      companyName,
      email: commercial
        ? `office@${slugify(companyName!)}.example`
        : `${first}.${last}${rand.chance(0.3) ? rand.int(1, 99) : ''}@${rand.pick(EMAIL_DOMAINS)}`.toLowerCase(),
      phone: `(${areaCode}) 555-01${String(i).padStart(2, '0')}`,
      address: `${rand.int(100, 12999)} ${rand.pick(STREETS)}`,
      address2: commercial && rand.chance(0.5) ? `Suite ${rand.int(1, 4)}${rand.int(0, 2)}0` : null,
      city,
      state: 'TX',
      zipCode,
      latitude: (lat + (rand.next() - 0.5) * 0.04).toFixed(6),
      longitude: (lng + (rand.next() - 0.5) * 0.04).toFixed(6),
      clientType: commercial ? 'commercial' : 'residential',
      status,
      notes: rand.pick(NOTES),
      preferredContactMethod: rand.pick(['phone', 'phone', 'email', 'text'] as const),
      emergencyContact: !commercial && rand.chance(0.35) ? `${rand.pick(FIRST)} ${last}` : null,
      emergencyPhone: null,
      leadSource: rand.pick(LEAD_SOURCES),
      paymentTerms: commercial
        ? rand.pick(['net_30', 'net_30', 'net_60', 'net_90'] as const)
        : rand.pick(['due_on_receipt', 'net_30'] as const),
      creditLimit: commercial ? `${rand.int(5, 25) * 1000}.00` : rand.chance(0.3) ? '1000.00' : '0.00',
      tags: [...new Set([...(commercial ? ['commercial'] : []), ...rand.sample(TAGS, rand.int(0, 2))])],
      // The first client (Maria Lopez in the full set) is the newest: the activity feed reports her creation.
      createdAt: i === 0 ? clock.ago(2.1) : clock.ago(rand.int(20, 400) + rand.next()),
    });
    if (rows[i].emergencyContact)
      rows[i].emergencyPhone = `(${areaCode}) 555-02${String(i).padStart(2, '0')}`;
  }
  const inserted = await scope.tx.insert(clients).values(rows).returning();
  await seedPaymentMethods(seed, inserted);
  await seedContactLog(seed, inserted);
  return inserted;
}

// type, brand, last4, display name, exp month, exp year
const PAYMENT_METHODS = [
  ['card', 'visa', '4242', 'Visa ending in 4242', 12, 2028],
  ['us_bank_account', null, '6789', 'Business checking', null, null],
  ['card', 'mastercard', '4444', 'Mastercard ending in 4444', 7, 2027],
] as const;

/** Saved payment methods for a few clients. The ids are demo placeholders: the provider holds no such card. */
async function seedPaymentMethods(seed: TenantSeed, rows: DemoClient[]) {
  const { rand, scope } = seed;
  const owners = rows.filter((c) => c.status === 'active').slice(0, seed.size === 'full' ? 3 : 1);
  for (const [i, client] of owners.entries()) {
    const stripeCustomerId = `cus_demo${rand.int(100000, 999999)}`;
    client.stripeCustomerId = stripeCustomerId;
    await scope.tx.update(clients).set({ stripeCustomerId }).where(sqlClient(seed, client.id));
    const [type, brand, last4, displayName, expMonth, expYear] = PAYMENT_METHODS[i];
    await scope.tx.insert(clientPaymentMethods).values({
      tenantId: scope.tenantId,
      clientId: client.id,
      type,
      brand,
      last4,
      displayName,
      expMonth,
      expYear,
      isDefault: true,
      stripePaymentMethodId: `pm_demo${rand.int(100000, 999999)}`,
      stripeCustomerId,
    });
  }
}

// type, subject, description, outcome, follow-up in days (null: none)
const CONTACTS: [string, string, string, string, number | null][] = [
  [
    'phone',
    'No cooling upstairs',
    'Upstairs rooms 8°F warmer than downstairs in the afternoon.',
    'Diagnostic visit booked',
    3,
  ],
  [
    'email',
    'Quote follow-up',
    'Asked whether the new system quote includes the thermostat.',
    'Answered, awaiting decision',
    7,
  ],
  ['visit', 'Annual maintenance', 'Spring tune-up done, filter replaced, coil cleaned.', 'Completed', null],
  ['phone', 'Billing question', 'Asked about the net 30 terms on the last invoice.', 'Resolved', null],
  [
    'text',
    'Appointment reminder',
    'Sent reminder for tomorrow between 8 and 10 AM.',
    'Confirmed by client',
    null,
  ],
  ['phone', 'Strange noise from furnace', 'Rattling from the blower at start-up.', 'Technician scheduled', 2],
  [
    'email',
    'Maintenance plan renewal',
    'Sent the renewal terms for the maintenance agreement.',
    'Left for client to review',
    14,
  ],
  [
    'visit',
    'System replacement estimate',
    'Measured the home for a 4-ton heat pump replacement.',
    'Quote to follow',
    5,
  ],
  [
    'phone',
    'Thermostat not responding',
    'Walked the client through replacing the batteries.',
    'Resolved over the phone',
    null,
  ],
  ['text', 'Technician on the way', 'Technician en route, ETA 25 minutes.', 'Acknowledged', null],
];

async function seedContactLog(seed: TenantSeed, rows: DemoClient[]) {
  const { rand, clock, scope, staff } = seed;
  const reachable = rows.filter((c) => c.status !== 'inactive');
  const count = seed.size === 'full' ? 24 : 6;
  const people = [staff.office, staff.manager, staff.owner];
  const values = Array.from({ length: count }, (_, i) => {
    const [contactType, subject, description, outcome, followUp] = CONTACTS[i % CONTACTS.length];
    const by = rand.pick(people);
    const daysAgo = rand.int(0, 40) + rand.next();
    return {
      tenantId: scope.tenantId,
      clientId: rand.pick(reachable).id,
      contactType,
      subject,
      description,
      outcome,
      contactedBy: by.name,
      createdBy: by.id,
      createdAt: clock.ago(daysAgo),
      followUpDate: followUp === null ? null : clock.date(followUp - Math.floor(daysAgo)),
    };
  });
  await scope.tx.insert(clientContacts).values(values);
}

function sqlClient(seed: TenantSeed, id: string) {
  return and(eq(clients.tenantId, seed.scope.tenantId), eq(clients.id, id));
}
