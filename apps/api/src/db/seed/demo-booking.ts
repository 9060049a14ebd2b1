import { eq, inArray } from 'drizzle-orm';
import { bookingSettings, leads, services, technicianTimeOff, technicians } from '../schema';
import type { DemoClient } from './demo-clients';
import type { TenantSeed } from './demo-context';

/** Services a visitor can book online, with their visit length, "from" price and the skills they need. */
const BOOKABLE: Record<string, { minutes: number; from: string | null; skills: string[]; callUs?: boolean }> =
  {
    'Diagnostic Service Call': { minutes: 60, from: '89.00', skills: [] },
    'A/C Tune-Up': { minutes: 90, from: '129.00', skills: [] },
    'Furnace Safety Inspection': { minutes: 90, from: '119.00', skills: [] },
    'Emergency After-Hours Call': { minutes: 120, from: null, skills: [], callUs: true },
  };

const SPRING_CAMPAIGN = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-tune-up' };

/**
 * Online booking (issue 32): the big organization has it on (the small one leaves it off, the default),
 * its everyday services are bookable, a technician has a day off, and two lead clients came in through the booking page: a request from
 * the page and one from the widget on the company's website, with campaign parameters.
 */
export async function seedBooking(seed: TenantSeed, clients: DemoClient[]): Promise<void> {
  const { scope, clock, size } = seed;
  await scope.tx.insert(bookingSettings).values({
    tenantId: scope.tenantId,
    enabled: size === 'full',
    daysAhead: 14,
    requireConfirmation: false,
    phone: size === 'full' ? '(512) 555-0100' : '(737) 555-0100',
    holidays: [clock.date(30)],
  });
  const offered = await scope.tx
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(inArray(services.name, Object.keys(BOOKABLE)));
  for (const service of offered) {
    const how = BOOKABLE[service.name]!;
    await scope.tx
      .update(services)
      .set({
        bookable: true,
        bookingDurationMinutes: how.minutes,
        bookingPriceFrom: how.from,
        bookingSkills: how.skills,
        bookingCallUs: how.callUs ?? false,
      })
      .where(eq(services.id, service.id));
  }
  // One technician is off for a day next week: the booking page offers nothing of theirs then.
  const [tech] = await scope.tx
    .select({ id: technicians.id })
    .from(technicians)
    .orderBy(technicians.name)
    .limit(1);
  if (tech) {
    await scope.tx.insert(technicianTimeOff).values({
      tenantId: scope.tenantId,
      technicianId: tech.id,
      startsAt: clock.at(6, 0),
      endsAt: clock.at(7, 0),
      reason: 'Training day',
    });
  }
  const prospects = clients.filter((c) => c.status === 'lead').slice(0, 2);
  const tuneUp = offered.find((s) => s.name === 'A/C Tune-Up');
  await scope.tx.insert(leads).values(
    prospects.map((client, i) => ({
      tenantId: scope.tenantId,
      reference: `REQ-${String(1001 + i)}`,
      kind: 'request' as const,
      status: i === 0 ? ('new' as const) : ('contacted' as const),
      clientId: client.id,
      serviceId: tuneUp?.id ?? null,
      serviceName: tuneUp?.name ?? null,
      name: client.name,
      email: client.email,
      phone: client.phone,
      emailKey: client.email?.toLowerCase() ?? null,
      phoneKey: client.phone?.replace(/\D/g, '') ?? null,
      description:
        i === 0
          ? 'Upstairs gets warm in the afternoon; would like a tune-up before summer.'
          : 'Quote for a new thermostat.',
      preferredTimes: 'Weekday mornings',
      source: i === 0 ? 'web_booking' : 'widget',
      pageUrl: i === 0 ? null : 'https://www.example.com/services/cooling',
      campaign: (i === 0 ? {} : SPRING_CAMPAIGN) as Record<string, string>,
      nextFollowUp: clock.date(1),
      createdAt: clock.ago(2 - i),
    })),
  );
}
