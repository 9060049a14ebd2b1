import { and, asc, eq, gt, gte, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import {
  clients,
  leads,
  serviceJobs,
  serviceLocations,
  services,
  technicianTimeOff,
  technicians,
} from '../../db/schema';

/** The active, bookable services in name order. */
export function listBookableServices({ tx, tenantId }: TenantScope) {
  return tx
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      durationMinutes: services.bookingDurationMinutes,
      priceFrom: services.bookingPriceFrom,
      skills: services.bookingSkills,
      callUs: services.bookingCallUs,
    })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.bookable, true), eq(services.status, 'active')))
    .orderBy(asc(services.name));
}

export type BookableService = Awaited<ReturnType<typeof listBookableServices>>[number];

export async function findBookableService(scope: TenantScope, id: string) {
  const rows = await listBookableServices(scope);
  return rows.find((row) => row.id === id);
}

/**
 * The active technicians with their hours, capacity and skills, in id order. Booking locks them (FOR UPDATE,
 * the same rows and order as the customer portal's booking), so two bookings of the same window take turns
 * and the second sees the first's job.
 */
export function listSlotTechnicians({ tx, tenantId }: TenantScope, lock: boolean) {
  const query = tx
    .select({
      id: technicians.id,
      name: technicians.name,
      workStart: technicians.workStart,
      workEnd: technicians.workEnd,
      maxJobs: technicians.maxJobs,
      skills: technicians.skills,
    })
    .from(technicians)
    .where(and(eq(technicians.tenantId, tenantId), eq(technicians.isActive, true)))
    .orderBy(asc(technicians.id));
  return lock ? query.for('update') : query;
}

/** Open, assigned jobs starting in [start, end), with where they are. */
export function listBusyJobs({ tx, tenantId }: TenantScope, range: { start: Date; end: Date }) {
  return tx
    .select({
      technicianId: serviceJobs.technicianId,
      scheduledDate: serviceJobs.scheduledDate,
      estimatedDuration: serviceJobs.estimatedDuration,
      latitude: serviceJobs.latitude,
      longitude: serviceJobs.longitude,
    })
    .from(serviceJobs)
    .where(
      and(
        eq(serviceJobs.tenantId, tenantId),
        isNotNull(serviceJobs.technicianId),
        notInArray(serviceJobs.status, ['completed', 'cancelled']),
        gte(serviceJobs.scheduledDate, range.start),
        lt(serviceJobs.scheduledDate, range.end),
      ),
    );
}

/** Time off overlapping [start, end). */
export function listTimeOff({ tx, tenantId }: TenantScope, range: { start: Date; end: Date }) {
  return tx
    .select({
      technicianId: technicianTimeOff.technicianId,
      startsAt: technicianTimeOff.startsAt,
      endsAt: technicianTimeOff.endsAt,
    })
    .from(technicianTimeOff)
    .where(
      and(
        eq(technicianTimeOff.tenantId, tenantId),
        lt(technicianTimeOff.startsAt, range.end),
        gt(technicianTimeOff.endsAt, range.start),
      ),
    );
}

/** Bookings (or requests) from this e-mail address or phone number since `since` (the daily cap). */
export async function countRecentLeads(
  { tx, tenantId }: TenantScope,
  kind: 'booking' | 'request',
  keys: { emailKey: string; phoneKey: string },
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(
        eq(leads.tenantId, tenantId),
        eq(leads.kind, kind),
        gte(leads.createdAt, since),
        or(eq(leads.emailKey, keys.emailKey), eq(leads.phoneKey, keys.phoneKey)),
      ),
    );
  return row!.n;
}

/**
 * An existing client with this e-mail address, else this phone number (oldest first). Only its id and
 * name are read: nothing of it is ever sent back to the visitor.
 */
export async function findClientByContact(
  { tx, tenantId }: TenantScope,
  contact: { email: string; phone: string },
): Promise<{ id: string; name: string } | undefined> {
  const [byEmail] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), sql`lower(${clients.email}) = ${contact.email}`))
    .orderBy(asc(clients.createdAt))
    .limit(1);
  if (byEmail) return byEmail;
  const [byPhone] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.phone, contact.phone)))
    .orderBy(asc(clients.createdAt))
    .limit(1);
  return byPhone;
}

/** The client's location at this street address and ZIP code, if it has one. */
export async function findLocationAt(
  { tx, tenantId }: TenantScope,
  clientId: string,
  address: { address: string; zipCode: string },
) {
  const [row] = await tx
    .select()
    .from(serviceLocations)
    .where(
      and(
        eq(serviceLocations.tenantId, tenantId),
        eq(serviceLocations.clientId, clientId),
        sql`lower(${serviceLocations.address}) = lower(${address.address})`,
        eq(serviceLocations.zipCode, address.zipCode),
      ),
    )
    .limit(1);
  return row;
}

export type LeadInsert = Omit<typeof leads.$inferInsert, 'tenantId'>;

export async function insertLead({ tx, tenantId }: TenantScope, values: LeadInsert) {
  const [row] = await tx
    .insert(leads)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}
