import type { Client, ClientCreateBody } from '@tradeworks/contracts/clients';

/** The form holds the create schema's input; empty optional fields are '' and become null on the server. */
export type ClientFormValues = ClientCreateBody;

/** Spec §9 defaults: residential, active, phone, net_30, credit limit 0. */
export const EMPTY_CLIENT: ClientFormValues = {
  salutation: 'none',
  firstName: '',
  lastName: '',
  suffix: 'none',
  companyName: '',
  email: '',
  phone: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'US',
  latitude: null,
  longitude: null,
  clientType: 'residential',
  status: 'active',
  notes: '',
  preferredContactMethod: 'phone',
  emergencyContact: '',
  emergencyPhone: '',
  leadSource: '',
  paymentTerms: 'net_30',
  creditLimit: '0',
  tags: [],
  taxGroupId: null,
  taxExempt: false,
  taxExemptCertificate: '',
  taxExemptUntil: '',
};

export function clientToFormValues(client: Client): ClientFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    salutation: client.salutation,
    firstName: text(client.firstName),
    lastName: text(client.lastName),
    suffix: client.suffix,
    companyName: text(client.companyName),
    email: text(client.email),
    phone: text(client.phone),
    address: text(client.address),
    address2: text(client.address2),
    city: text(client.city),
    state: text(client.state),
    zipCode: text(client.zipCode),
    country: client.country,
    latitude: client.latitude,
    longitude: client.longitude,
    clientType: client.clientType,
    status: client.status,
    notes: text(client.notes),
    preferredContactMethod: client.preferredContactMethod,
    emergencyContact: text(client.emergencyContact),
    emergencyPhone: text(client.emergencyPhone),
    leadSource: text(client.leadSource),
    paymentTerms: client.paymentTerms,
    creditLimit: client.creditLimit,
    tags: client.tags,
    taxGroupId: client.taxGroupId,
    taxExempt: client.taxExempt,
    taxExemptCertificate: text(client.taxExemptCertificate),
    taxExemptUntil: text(client.taxExemptUntil),
  };
}
