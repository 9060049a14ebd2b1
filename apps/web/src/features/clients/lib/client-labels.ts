import type { ClientContactType, ClientStatus, ClientType } from '@tradeworks/contracts/clients';

export const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
};
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  lead: 'Lead',
};
export const CONTACT_METHOD_LABELS = { phone: 'Phone', email: 'Email', text: 'Text' } as const;
export const PAYMENT_TERMS_LABELS = {
  due_on_receipt: 'Due on receipt',
  net_30: 'Net 30',
  net_60: 'Net 60',
  net_90: 'Net 90',
} as const;
export const CONTACT_TYPE_LABELS: Record<ClientContactType, string> = {
  phone_call: 'Phone call',
  email: 'Email',
  text: 'Text message',
  visit: 'Site visit',
  meeting: 'Meeting',
  other: 'Other',
};
export const JOB_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  assigned: 'Scheduled',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** "1200 Oak Hollow Dr, Apt 4, Austin, TX 78704" */
export function formatClientAddress(client: {
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}): string {
  const stateZip = [client.state, client.zipCode].filter(Boolean).join(' ');
  return [client.address, client.address2, client.city, stateZip].filter(Boolean).join(', ');
}
