import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ChecklistTemplateItem, ChecklistTemplateListQuery } from '@tradeworks/contracts/checklists';
import type { TenantScope } from '../../db/client';
import { checklistTemplateServices, checklistTemplates, services } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';

export type ChecklistTemplateRow = typeof checklistTemplates.$inferSelect;
export type TemplateWithServices = ChecklistTemplateRow & { services: Array<{ id: string; name: string }> };

const byService = (tenantId: string, serviceId: string) => sql`exists (
  select 1 from checklist_template_services s
  where s.tenant_id = ${tenantId} and s.template_id = ${checklistTemplates.id} and s.service_id = ${serviceId})`;

/** One page of templates by name; search on the name, filter by an attached service. */
export async function listTemplates(
  scope: TenantScope,
  query: ChecklistTemplateListQuery,
): Promise<Page<TemplateWithServices>> {
  const { tx, tenantId } = scope;
  const filters: Array<SQL | undefined> = [
    eq(checklistTemplates.tenantId, tenantId),
    searchTextMatches(checklistTemplates.searchText, query.search),
    query.serviceId ? byService(tenantId, query.serviceId) : undefined,
  ];
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    tx
      .select()
      .from(checklistTemplates)
      .where(where)
      .orderBy(asc(checklistTemplates.name), asc(checklistTemplates.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ total: count() }).from(checklistTemplates).where(where),
  ]);
  return { items: await withServices(scope, rows), total };
}

export async function findTemplate(
  scope: TenantScope,
  id: string,
  lock = false,
): Promise<TemplateWithServices | undefined> {
  const { tx, tenantId } = scope;
  const query = tx
    .select()
    .from(checklistTemplates)
    .where(and(eq(checklistTemplates.tenantId, tenantId), eq(checklistTemplates.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row && (await withServices(scope, [row]))[0];
}

/** The attached services of each template, by name, in one query. */
async function withServices(
  { tx, tenantId }: TenantScope,
  rows: ChecklistTemplateRow[],
): Promise<TemplateWithServices[]> {
  if (!rows.length) return [];
  const links = await tx
    .select({ templateId: checklistTemplateServices.templateId, id: services.id, name: services.name })
    .from(checklistTemplateServices)
    .innerJoin(
      services,
      and(
        eq(services.tenantId, checklistTemplateServices.tenantId),
        eq(services.id, checklistTemplateServices.serviceId),
      ),
    )
    .where(
      and(
        eq(checklistTemplateServices.tenantId, tenantId),
        inArray(
          checklistTemplateServices.templateId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(services.name), asc(services.id));
  return rows.map((row) => ({
    ...row,
    services: links.filter((l) => l.templateId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** The ids among `ids` that are not services of the tenant. */
export async function unknownServices({ tx, tenantId }: TenantScope, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const found = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), inArray(services.id, ids)));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function templateNameTaken(
  { tx, tenantId }: TenantScope,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const { rows } = await tx.execute<{ taken: boolean }>(sql`select exists (
    select 1 from checklist_templates where tenant_id = ${tenantId} and lower(name) = lower(${name})
      ${exceptId ? sql`and id <> ${exceptId}` : sql``}) as taken`);
  return rows[0].taken;
}

export async function insertTemplate(
  { tx, tenantId }: TenantScope,
  values: {
    name: string;
    items: ChecklistTemplateItem[];
    agreementServiceTypes: string[];
    createdBy: string | null;
  },
): Promise<ChecklistTemplateRow> {
  const [row] = await tx
    .insert(checklistTemplates)
    .values({ ...values, tenantId })
    .returning();
  return row;
}

export async function updateTemplateRow(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<Pick<ChecklistTemplateRow, 'name' | 'items' | 'agreementServiceTypes'>>,
): Promise<void> {
  await tx
    .update(checklistTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(checklistTemplates.tenantId, tenantId), eq(checklistTemplates.id, id)));
}

export async function replaceTemplateServices(
  { tx, tenantId }: TenantScope,
  templateId: string,
  serviceIds: string[],
): Promise<void> {
  await tx
    .delete(checklistTemplateServices)
    .where(
      and(
        eq(checklistTemplateServices.tenantId, tenantId),
        eq(checklistTemplateServices.templateId, templateId),
      ),
    );
  if (serviceIds.length)
    await tx
      .insert(checklistTemplateServices)
      .values([...new Set(serviceIds)].map((serviceId) => ({ tenantId, templateId, serviceId })));
}

export async function deleteTemplateRow({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx
    .delete(checklistTemplates)
    .where(and(eq(checklistTemplates.tenantId, tenantId), eq(checklistTemplates.id, id)));
}
