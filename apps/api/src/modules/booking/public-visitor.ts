import { randomInt } from 'node:crypto';
import { clientCreateSchema } from '@tradeworks/contracts/clients';
import { BOOKING_MIN_FILL_MS, type PublicVisitor } from '@tradeworks/contracts/public-booking';
import type { TenantScope } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { clientInsertValues, insertClient, insertLocation } from '../clients/public';
import { PublicBookingErrors } from './public-booking.errors';
import { findClientByContact, findLocationAt } from './public-booking.repository';

/** What a visitor, on the booking page or the request form, sends about themselves. */

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "BK-7QX2M9PA": random, so references say nothing about how many came before. */
export const newReference = (prefix: 'BK' | 'RQ') =>
  `${prefix}-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(32)]).join('')}`;

/** The keys of the daily cap and the duplicate flags: lower-case e-mail (the contract's), digits-only phone. */
export const contactKeys = (client: PublicVisitor['client']) => ({
  emailKey: client.email,
  phoneKey: client.phone.replace(/\D/g, ''),
});

/** Refuses what scripts do: the hidden field filled in, or a form sent faster than a person reads it. */
export function checkHuman(body: Pick<PublicVisitor, 'website' | 'startedAt'>, now = Date.now()): void {
  if (body.website?.trim()) throw PublicBookingErrors.spam();
  if (now - body.startedAt < BOOKING_MIN_FILL_MS || body.startedAt > now) throw PublicBookingErrors.spam();
}

export function leadSourceText(
  body: Pick<PublicVisitor, 'source' | 'campaign'>,
  kind: 'booking' | 'request',
): string {
  const base =
    body.source === 'widget' ? 'Website widget' : kind === 'booking' ? 'Online booking' : 'Online request';
  const campaign = body.campaign?.utm_campaign;
  return campaign ? `${base} (${campaign})` : base;
}

/**
 * The client a booking or request belongs to: an existing one with that e-mail address or phone number (the
 * visitor learns nothing of it: the answer is the same), else a new `lead` client; and its location at the
 * address given (the new client's first location is made by the database with it).
 */
export async function visitorClient(scope: TenantScope, body: PublicVisitor, kind: 'booking' | 'request') {
  const found = await findClientByContact(scope, { email: body.client.email, phone: body.client.phone });
  if (found) {
    const location =
      (await findLocationAt(scope, found.id, body.address)) ??
      (await insertLocation(scope, found.id, { name: body.address.address, ...body.address }));
    return { client: found, location };
  }
  const source = leadSourceText(body, kind);
  const row = await insertClient(
    scope,
    clientInsertValues(
      clientCreateSchema.parse({ ...body.client, ...body.address, status: 'lead', leadSource: source }),
    ),
  );
  await recordAudit(scope, {
    entity: 'client',
    entityId: row.id,
    action: 'create',
    summary: `Client ${row.name} created from ${source.toLowerCase()}`,
  });
  const location = (await findLocationAt(scope, row.id, body.address))!;
  return { client: { id: row.id, name: row.name }, location };
}
