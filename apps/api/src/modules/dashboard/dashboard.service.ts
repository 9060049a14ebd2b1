import type { ActivityEntry, DashboardAlert, DashboardSummary } from '@tradeworks/contracts/dashboard';
import type { TenantContext } from '../../http/route';
import { countSummary, listAlerts, listRecentActivity, type AlertRow } from './dashboard.repository';
import { describeActivity } from './activity-text';
import { formatDisplayDate, formatDisplayDateTime } from '@tradeworks/contracts/display-format';
import { tenantTimeZone } from '../../platform/tenant-clock';

export async function getDashboardSummary({
  db,
  tenantId,
  userId,
}: TenantContext): Promise<DashboardSummary> {
  const row = await db.tenant({ tenantId, userId }, (scope) => countSummary(scope));
  return {
    totalClients: row.total_clients,
    activeClients: row.active_clients,
    availableTechnicians: row.available_technicians,
    totalTechnicians: row.total_technicians,
    activeAgreements: row.active_agreements,
    pendingJobs: row.pending_jobs,
  };
}

export async function getRecentActivity(
  options: TenantContext & { limit: number },
): Promise<ActivityEntry[]> {
  const { db, tenantId, userId, limit } = options;
  const rows = await db.tenant({ tenantId, userId }, (scope) => listRecentActivity(scope, limit));
  return rows.map((row) => ({
    id: row.id,
    entity: row.entity,
    entityId: row.entity_id,
    action: row.action,
    ...describeActivity(row),
    userName: row.user_name,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** PostgreSQL's timestamptz text ("2026-11-24 14:30:00+00") as a Date. */
const pgMoment = (text: string) => new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));

/** Dates in alerts read as on every screen and document (contracts/display-format.ts), in the tenant's zone. */
const ALERT_TEXT: Record<
  AlertRow['kind'],
  (row: AlertRow, timeZone: string) => Omit<DashboardAlert, 'kind'>
> = {
  overdue_invoice: (r) => ({
    title: `Invoice ${r.label} is overdue`,
    description: `${r.detail ?? 'Client'} — due ${formatDisplayDate(r.at)}`,
    link: `/invoices/${r.id}`,
    severity: 'critical',
  }),
  out_of_stock: (r) => ({
    title: `${r.label} is out of stock`,
    description: r.detail ? `SKU ${r.detail}` : 'Reorder this part',
    link: `/inventory/${r.id}`,
    severity: 'critical',
  }),
  low_stock: (r) => ({
    title: `${r.label} is low on stock`,
    description: `${r.at} left${r.detail ? ` — SKU ${r.detail}` : ''}`,
    link: `/inventory/${r.id}`,
    severity: 'warning',
  }),
  agreement_ending: (r) => ({
    title: `Agreement ${r.label} ends soon`,
    description: `${r.detail ?? 'Client'} — ends ${formatDisplayDate(r.at)}`,
    link: `/service-agreements/${r.id}`,
    severity: 'warning',
    action: { label: 'Renew', link: `/service-agreements/${r.id}?renew=1` },
  }),
  unassigned_emergency: (r, timeZone) => ({
    title: `Emergency job ${r.label} is not assigned`,
    description: `${r.detail ?? 'Client'}${r.at ? ` — scheduled ${formatDisplayDateTime(pgMoment(r.at), { timeZone })}` : ''}`,
    link: `/dispatching/jobs/${r.id}`,
    severity: 'critical',
  }),
};

export async function getAlerts({ db, tenantId, userId }: TenantContext): Promise<DashboardAlert[]> {
  const { rows, timeZone } = await db.tenant({ tenantId, userId }, async (scope) => ({
    rows: await listAlerts(scope, 5),
    timeZone: await tenantTimeZone(scope),
  }));
  return rows.map((row) => ({ kind: row.kind, ...ALERT_TEXT[row.kind](row, timeZone) }));
}
