import { sql } from 'drizzle-orm';
import type { ChecklistTemplateItem } from '@tradeworks/contracts/checklists';
import type { TenantScope } from '../../db/client';
import { jobChecklistItems, jobChecklists } from '../../db/schema';
import { newId } from '../../db/schema/columns';

/** Jobs whose checklists still follow their services: not completed, not cancelled. */
const OPEN = sql`('pending', 'assigned', 'in-progress')`;

/**
 * Gives open jobs the checklists of their services and of their agreement's service type, as copies: a template
 * wanted by a job and not on it yet is copied; a copy no longer wanted is removed while nothing on it is answered
 * (an answered copy stays, whatever changed). With `refreshTemplateId`, unanswered copies of that template are
 * copied anew (the template was edited); answered ones keep the version they were answered on.
 */
export async function syncJobChecklists(
  scope: TenantScope,
  jobIds: readonly string[],
  refreshTemplateId?: string,
): Promise<void> {
  if (!jobIds.length) return;
  const { tx, tenantId } = scope;
  const ids = sql`${`{${jobIds.join(',')}}`}::uuid[]`;
  const unanswered = sql`not exists (select 1 from job_checklist_items i
    where i.tenant_id = c.tenant_id and i.checklist_id = c.id and i.answered_at is not null)`;
  await tx.execute(sql`
    with jobs as (
      select j.id from service_jobs j
      where j.tenant_id = ${tenantId} and j.id = any(${ids}) and j.status in ${OPEN}
    ), wanted as (${wantedTemplates(tenantId, sql`select id from jobs`)})
    delete from job_checklists c
    where c.tenant_id = ${tenantId} and c.job_id in (select id from jobs) and c.template_id is not null
      and ${unanswered}
      and (${refreshTemplateId ? sql`c.template_id = ${refreshTemplateId} or` : sql``}
        not exists (select 1 from wanted w where w.job_id = c.job_id and w.template_id = c.template_id))`);
  const { rows } = await tx.execute<{
    job_id: string;
    template_id: string;
    name: string;
    items: ChecklistTemplateItem[];
    sort_order: number;
  }>(sql`
    with jobs as (
      select j.id from service_jobs j
      where j.tenant_id = ${tenantId} and j.id = any(${ids}) and j.status in ${OPEN}
    ), wanted as (${wantedTemplates(tenantId, sql`select id from jobs`)})
    select w.job_id, t.id as template_id, t.name, t.items,
      (select count(*) from job_checklists c where c.tenant_id = ${tenantId} and c.job_id = w.job_id)::int
        + row_number() over (partition by w.job_id order by t.name, t.id)::int as sort_order
    from wanted w
    join checklist_templates t on t.tenant_id = ${tenantId} and t.id = w.template_id
    where not exists (select 1 from job_checklists c
      where c.tenant_id = ${tenantId} and c.job_id = w.job_id and c.template_id = w.template_id)
    order by w.job_id, t.name, t.id`);
  if (!rows.length) return;
  const checklists = rows.map((r) => ({
    tenantId,
    id: newId(),
    jobId: r.job_id,
    templateId: r.template_id,
    name: r.name,
    sortOrder: r.sort_order,
  }));
  const items = rows.flatMap((r, i) =>
    r.items.map((item, position) => ({
      tenantId,
      id: newId(),
      jobId: r.job_id,
      checklistId: checklists[i].id,
      position,
      label: item.label,
      kind: item.kind,
      required: item.required,
      unit: item.unit,
      min: item.min,
      max: item.max,
      choices: item.choices,
    })),
  );
  for (let i = 0; i < checklists.length; i += 500)
    await tx.insert(jobChecklists).values(checklists.slice(i, i + 500));
  for (let i = 0; i < items.length; i += 1000)
    await tx.insert(jobChecklistItems).values(items.slice(i, i + 1000));
}

/** (job, template) pairs: templates of the jobs' services, and of their agreement's service type. */
function wantedTemplates(tenantId: string, jobs: ReturnType<typeof sql>) {
  return sql`
    select s.job_id, ts.template_id from service_job_services s
    join checklist_template_services ts on ts.tenant_id = s.tenant_id and ts.service_id = s.service_id
    where s.tenant_id = ${tenantId} and s.job_id in (${jobs})
    union
    select j.id, t.id from service_jobs j
    join service_agreements a on a.tenant_id = j.tenant_id and a.id = j.agreement_id
    join checklist_templates t on t.tenant_id = j.tenant_id and a.service_type = any(t.agreement_service_types)
    where j.tenant_id = ${tenantId} and j.id in (${jobs})`;
}

/**
 * The open jobs a template change may concern: those with a copy of it, with one of the given services, or
 * visits of agreements of the given service types. Read through the job, service and agreement indexes.
 */
export async function jobsConcernedBy(
  { tx, tenantId }: TenantScope,
  templateId: string,
  serviceIds: readonly string[],
  agreementServiceTypes: readonly string[],
): Promise<string[]> {
  const services = sql`${`{${serviceIds.join(',')}}`}::uuid[]`;
  const types = sql`${`{${agreementServiceTypes.map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
  const { rows } = await tx.execute<{ id: string }>(sql`
    select j.id from service_jobs j
    where j.tenant_id = ${tenantId} and j.status in ${OPEN} and (
      exists (select 1 from job_checklists c
        where c.tenant_id = j.tenant_id and c.job_id = j.id and c.template_id = ${templateId})
      or exists (select 1 from service_job_services s
        where s.tenant_id = j.tenant_id and s.job_id = j.id and s.service_id = any(${services}))
      or exists (select 1 from service_agreements a
        where a.tenant_id = j.tenant_id and a.id = j.agreement_id and a.service_type = any(${types})))`);
  return rows.map((r) => r.id);
}
