import { z } from 'zod';
import { optionalText, requiredText } from './catalogue-fields';
import { pageQuerySchema } from './paging';
import { optionalPhone } from './phone';
import { requiredPostalCode } from './postal-code';
import { latitudeSchema, longitudeSchema } from './technicians';

/**
 * Service locations (issue 35): the properties of a client where work is done. Billing stays with the
 * client; jobs, quotes, invoices, agreements and portal bookings point at a location (default: the client's
 * first). Every client has one from the start: the database makes it from the client's address.
 */

export const LOCATION_MESSAGES = {
  nameRequired: 'Location name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'ZIP code is required',
  notFound: 'Location not found',
  /** A body's locationId that is not one of the client's locations (or is archived). */
  notTheClients: "Choose one of the client's locations",
  archived: 'This location is archived: choose an active one',
  created: 'Location added',
  updated: 'Location saved',
  deleted: 'Location deleted',
  archivedToast: 'Location archived',
  restored: 'Location restored',
} as const;

/** The name a client's first location gets (made from the client's address). */
export const FIRST_LOCATION_NAME = 'Main location';

/** The fields a location is made of (the shape). */
export const serviceLocationFieldsSchema = z.object({
  name: requiredText(LOCATION_MESSAGES.nameRequired, 100),
  address: requiredText(LOCATION_MESSAGES.addressRequired),
  address2: optionalText(),
  city: requiredText(LOCATION_MESSAGES.cityRequired, 100),
  state: requiredText(LOCATION_MESSAGES.stateRequired, 100),
  zipCode: requiredPostalCode(LOCATION_MESSAGES.zipRequired, 20),
  /** Empty: the ZIP code's centre, so the route optimiser can place the location. */
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** Gate code, where to park, the dog's name. */
  accessNotes: optionalText(2000),
  contactName: optionalText(),
  contactPhone: optionalPhone(50),
  /** An optional tax-rate override used by pricing (the tax groups come with the pricing issue). */
  taxGroupId: z.uuid({ error: 'Choose a tax group of this organization' }).nullish(),
  archived: z.boolean({ error: 'Archived must be true or false' }),
});

/** POST /api/clients/{id}/locations — also the location form's schema. */
export const serviceLocationCreateSchema = serviceLocationFieldsSchema.extend({
  archived: serviceLocationFieldsSchema.shape.archived.default(false),
});
export type ServiceLocationCreateBody = z.input<typeof serviceLocationCreateSchema>;
export type ServiceLocationCreateData = z.output<typeof serviceLocationCreateSchema>;

/** PATCH /api/clients/{id}/locations/{locationId}: any subset (archive with `{archived: true}`). */
export const serviceLocationUpdateSchema = serviceLocationFieldsSchema.partial();
export type ServiceLocationUpdateBody = z.input<typeof serviceLocationUpdateSchema>;
export type ServiceLocationUpdateData = z.output<typeof serviceLocationUpdateSchema>;

const booleanQuery = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((v) => v === 'true');

/** GET /api/clients/{id}/locations: the client's locations, first location first; archived ones on request. */
export const serviceLocationListQuerySchema = pageQuerySchema.extend({
  includeArchived: booleanQuery.optional(),
});
export type ServiceLocationListQuery = z.infer<typeof serviceLocationListQuerySchema>;

export const serviceLocationSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accessNotes: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  taxGroupId: z.string().nullable(),
  archived: z.boolean(),
  /** The client's first active location: the default of new jobs, quotes, invoices and agreements. */
  isDefault: z.boolean(),
  /** Active units installed here. */
  equipmentCount: z.number(),
  /** Jobs at this location (any status): while there are any, the location can be archived, not deleted. */
  jobCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceLocation = z.output<typeof serviceLocationSchema>;

/** What a job, document or agreement shows of its location. */
export const locationRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** One line: street, city, state and ZIP. */
  fullAddress: z.string().nullable(),
});
export type LocationRef = z.output<typeof locationRefSchema>;

/** One line for lists, dispatch cards and documents: "12 Oak St, Apt 2, Austin, TX 78701". */
export function formatLocationAddress(parts: {
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}): string | null {
  const stateZip = [parts.state, parts.zipCode].filter(Boolean).join(' ');
  const line = [parts.address, parts.address2, parts.city, stateZip].filter(Boolean).join(', ');
  return line || null;
}
