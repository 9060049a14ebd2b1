import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';

export interface TaxSettingsOfClient {
  taxExempt: boolean;
  taxExemptUntil: string | null;
  clientGroupId: string | null;
  locationGroupId: string | null;
}

/**
 * What decides a document's tax on the client's side: the exemption, the client's own group and the group of
 * the document's location — the given one, else the client's first (where the database puts a document
 * without one: tw_default_location, migration 0025).
 */
export async function findClientTaxSettings(
  { tx, tenantId }: TenantScope,
  clientId: string,
  locationId: string | null | undefined,
): Promise<TaxSettingsOfClient | undefined> {
  const result = await tx.execute<{
    tax_exempt: boolean;
    tax_exempt_until: string | null;
    client_group: string | null;
    location_group: string | null;
  }>(sql`
    select c.tax_exempt, c.tax_exempt_until::text as tax_exempt_until, c.tax_group_id as client_group,
      (select l.tax_group_id from service_locations l
        where l.tenant_id = c.tenant_id and l.client_id = c.id
          and (${locationId ?? null}::uuid is null or l.id = ${locationId ?? null}::uuid)
        order by l.archived, l.created_at, l.id limit 1) as location_group
    from clients c where c.tenant_id = ${tenantId} and c.id = ${clientId}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    taxExempt: row.tax_exempt,
    taxExemptUntil: row.tax_exempt_until,
    clientGroupId: row.client_group,
    locationGroupId: row.location_group,
  };
}

export interface DraftForTax {
  kind: 'quote' | 'invoice';
  id: string;
  subtotal: string;
  taxable: string;
  tax_group_id: string;
  [key: string]: unknown;
}

/**
 * The drafts taxed with one of the groups (and not exempt: an exempt draft has no tax lines), with their
 * taxable subtotal: the taxable lines' totals, a quote's optional lines left out as its total leaves them.
 */
export async function findDraftsOfGroups(
  { tx, tenantId }: TenantScope,
  groupIds: string[],
): Promise<DraftForTax[]> {
  const ids = sql`array[${sql.join(
    groupIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const result = await tx.execute<DraftForTax>(sql`
    select 'quote' as kind, q.id, q.subtotal::text as subtotal, q.tax_group_id,
      coalesce((select sum(li.total) from quote_line_items li
        where li.tenant_id = q.tenant_id and li.quote_id = q.id and li.taxable and not li.is_optional), 0)::text
        as taxable
    from quotes q
    where q.tenant_id = ${tenantId} and q.status = 'draft' and q.tax_group_id = any(${ids})
      and jsonb_array_length(q.tax_lines) > 0
    union all
    select 'invoice', i.id, i.subtotal::text, i.tax_group_id,
      coalesce((select sum(li.total) from invoice_line_items li
        where li.tenant_id = i.tenant_id and li.invoice_id = i.id and li.taxable), 0)::text
    from invoices i
    where i.tenant_id = ${tenantId} and i.status = 'draft' and i.tax_group_id = any(${ids})
      and jsonb_array_length(i.tax_lines) > 0`);
  return result.rows;
}

export async function storeDraftTax(
  { tx, tenantId }: TenantScope,
  draft: Pick<DraftForTax, 'kind' | 'id'>,
  values: { taxRate: string; taxAmount: string; total: string; taxLines: unknown },
): Promise<void> {
  const table = draft.kind === 'quote' ? sql`quotes` : sql`invoices`;
  await tx.execute(sql`
    update ${table} set tax_rate = ${values.taxRate}, tax_amount = ${values.taxAmount}, total = ${values.total},
      tax_lines = ${JSON.stringify(values.taxLines)}::jsonb, tax_recomputed_at = now(), updated_at = now()
    where tenant_id = ${tenantId} and id = ${draft.id}`);
}
