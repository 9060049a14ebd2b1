import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { invoiceStatusIs } from '../sales-documents/public';
import { tenantToday } from '../../platform/tenant-clock';

export interface SummaryRow {
  total_clients: number;
  active_clients: number;
  available_technicians: number;
  total_technicians: number;
  active_agreements: number;
  pending_jobs: number;
  [key: string]: unknown;
}

/**
 * The four dashboard counts in one round trip. Clients and jobs come from their trigger-kept counter rows (a
 * handful of rows whatever the tenant's size: the same at 10,000 clients as at 1,000,000); technicians and
 * active agreements are index-backed counts of what is current, which does not grow with history.
 */
export async function countSummary({ tx, tenantId }: TenantScope): Promise<SummaryRow> {
  const result = await tx.execute<SummaryRow>(sql`
    select
      (select coalesce(sum(count), 0) from client_counts where tenant_id = ${tenantId})::int as total_clients,
      (select coalesce(sum(count), 0) from client_counts where tenant_id = ${tenantId}
         and status = 'active')::int as active_clients,
      (select count(*) from technicians where tenant_id = ${tenantId} and is_active and status = 'available')::int as available_technicians,
      (select count(*) from technicians where tenant_id = ${tenantId} and is_active)::int as total_technicians,
      (select count(*) from service_agreements where tenant_id = ${tenantId} and status = 'active'
         and end_date >= ${tenantToday})::int as active_agreements,
      -- "Awaiting assignment": the one definition of pending, the same number as the Field Dispatching card
      (select coalesce(sum(count), 0) from service_job_counts where tenant_id = ${tenantId}
         and status = 'pending')::int as pending_jobs`);
  return result.rows[0];
}

export interface ActivityRow {
  id: string;
  entity: string;
  entity_id: string;
  action: string;
  summary: string | null;
  user_name: string | null;
  created_at: string | Date;
  [key: string]: unknown;
}

export async function listRecentActivity(
  { tx, tenantId }: TenantScope,
  limit: number,
): Promise<ActivityRow[]> {
  const result = await tx.execute<ActivityRow>(sql`
    select a.id, a.entity, a.entity_id, a.action, a.summary, a.created_at,
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as user_name
    from audit_log a
    left join users u on u.id = a.user_id
    where a.tenant_id = ${tenantId}
    order by a.created_at desc, a.id desc
    limit ${limit}`);
  return result.rows;
}

export interface AlertRow {
  kind: 'overdue_invoice' | 'low_stock' | 'out_of_stock' | 'agreement_ending' | 'unassigned_emergency';
  id: string;
  label: string;
  detail: string | null;
  at: string | null;
  [key: string]: unknown;
}

/** Things needing attention, at most `perKind` of each kind, most urgent first. */
export async function listAlerts({ tx, tenantId }: TenantScope, perKind: number): Promise<AlertRow[]> {
  const result = await tx.execute<AlertRow>(sql`
    (select 'overdue_invoice' as kind, id, invoice_number as label, client_name as detail, due_date::text as at
      from invoices where tenant_id = ${tenantId} and ${invoiceStatusIs('overdue')}
      order by due_date limit ${perKind})
    union all
    (select case when current_stock <= 0 then 'out_of_stock' else 'low_stock' end, id, name, sku, current_stock::text
      from inventory_items where tenant_id = ${tenantId} and status = 'active' and not is_on_order
        and (current_stock <= 0 or current_stock <= reorder_level or current_stock <= min_stock)
      order by current_stock, name limit ${perKind})
    union all
    (select 'agreement_ending', id, contract_number, client_name, end_date::text
      from service_agreements where tenant_id = ${tenantId} and status = 'active'
        and end_date between ${tenantToday} and ${tenantToday} + 30
      order by end_date limit ${perKind})
    union all
    (select 'unassigned_emergency', id, job_number, client_name, scheduled_date::text
      from service_jobs where tenant_id = ${tenantId} and priority = 'emergency' and technician_id is null
        and status in ('pending', 'assigned')
      order by scheduled_date limit ${perKind})`);
  return result.rows;
}
