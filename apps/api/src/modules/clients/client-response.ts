import type { Client } from '@tradeworks/contracts/clients';
import type { ClientRow } from './clients.repository';

/**
 * A client row as the API answers it: coordinates as numbers, money as decimal strings, no tenant or search
 * column. Written out field by field: lists map 50 rows per request, and an object literal of fixed shape is
 * several times cheaper to build and to stringify than `...rest` of the row.
 */
export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    suffix: row.suffix,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    clientType: row.clientType,
    status: row.status,
    notes: row.notes,
    preferredContactMethod: row.preferredContactMethod,
    emergencyContact: row.emergencyContact,
    emergencyPhone: row.emergencyPhone,
    leadSource: row.leadSource,
    paymentTerms: row.paymentTerms,
    creditLimit: row.creditLimit,
    tags: row.tags,
    stripeCustomerId: row.stripeCustomerId,
    totalValue: row.totalValue,
    taxGroupId: row.taxGroupId,
    taxExempt: row.taxExempt,
    taxExemptCertificate: row.taxExemptCertificate,
    taxExemptUntil: row.taxExemptUntil,
    needsDetails: row.needsDetails,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
