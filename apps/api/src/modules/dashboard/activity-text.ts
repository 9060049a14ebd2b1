import type { ActivityRow } from './dashboard.repository';

/** App paths of the records the audit log names. */
const ENTITY_PATHS: Record<string, string> = {
  client: '/clients',
  quote: '/quotes',
  invoice: '/invoices',
  service: '/services',
  inventory_item: '/inventory',
  purchase_order: '/purchase-orders',
  service_agreement: '/service-agreements',
  payment: '/payments',
  service_job: '/dispatching/jobs',
  technician: '/dispatching/technicians',
};

const ENTITY_WORDS: Record<string, string> = {
  inventory_item: 'Part',
  purchase_order: 'Purchase order',
  service_agreement: 'Service agreement',
  service_job: 'Job',
  permission_role: 'Role',
  general_setting: 'Setting',
};

const ACTION_WORDS: Record<string, string> = { create: 'created', update: 'updated', delete: 'deleted' };

/** Readable words for an audit row, e.g. "Invoice INV-2026-0004 marked paid", and where it lives. */
export function describeActivity(row: Pick<ActivityRow, 'entity' | 'entity_id' | 'action' | 'summary'>) {
  const base = ENTITY_PATHS[row.entity];
  const link = base && row.action !== 'delete' ? `${base}/${row.entity_id}` : null;
  if (row.summary) return { summary: row.summary, link };
  const noun =
    ENTITY_WORDS[row.entity] ?? row.entity.charAt(0).toUpperCase() + row.entity.slice(1).replace(/_/g, ' ');
  const verb = ACTION_WORDS[row.action] ?? row.action.replace(/_/g, ' ');
  return { summary: `${noun} ${verb}`, link };
}
