import type {
  ChecklistTemplate,
  ChecklistTemplateData,
  ChecklistTemplateItem,
  ChecklistTemplateItemData,
  ChecklistTemplateListQuery,
  ChecklistTemplateUpdateData,
} from '@tradeworks/contracts/checklists';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { ChecklistErrors } from './checklists.errors';
import {
  deleteTemplateRow,
  findTemplate,
  insertTemplate,
  listTemplates,
  replaceTemplateServices,
  templateNameTaken,
  unknownServices,
  updateTemplateRow,
} from './checklist-templates.repository';
import { jobsConcernedBy, syncJobChecklists } from './job-checklist-copy.repository';
import { toChecklistTemplate } from './checklist-template-view';

const ENTITY = 'checklist_template';

const storedItems = (items: ChecklistTemplateItemData[]): ChecklistTemplateItem[] =>
  items.map((item) => ({
    label: item.label,
    kind: item.kind,
    required: item.required,
    unit: item.unit,
    min: item.min,
    max: item.max,
    choices: item.choices,
  }));

export async function listTemplatesPage(
  options: TenantContext & { query: ChecklistTemplateListQuery },
): Promise<Page<ChecklistTemplate>> {
  const { db, tenantId, userId, query } = options;
  const page = await db.tenant({ tenantId, userId }, (scope) => listTemplates(scope, query));
  return { items: page.items.map(toChecklistTemplate), total: page.total };
}

export function getTemplate(options: TenantContext & { id: string }): Promise<ChecklistTemplate> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await findTemplate(scope, id);
    if (!row) throw ChecklistErrors.templateNotFound();
    return toChecklistTemplate(row);
  });
}

async function checkServices(scope: TenantScope, serviceIds: string[]) {
  const unknown = await unknownServices(scope, serviceIds);
  if (unknown.length)
    throw ChecklistErrors.servicesNotFound(
      Object.fromEntries(unknown.map((id) => [`serviceIds.${serviceIds.indexOf(id)}`, 'Service not found'])),
    );
}

/** POST /api/checklist-templates: open jobs of its services get a copy at once. */
export function createTemplate(
  options: TenantContext & { data: ChecklistTemplateData },
): Promise<ChecklistTemplate> {
  const { db, tenantId, userId, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    if (await templateNameTaken(scope, data.name)) throw ChecklistErrors.nameTaken(data.name);
    await checkServices(scope, data.serviceIds);
    const row = await insertTemplate(scope, {
      name: data.name,
      items: storedItems(data.items),
      agreementServiceTypes: [...new Set(data.agreementServiceTypes)],
      createdBy: userId,
    });
    await replaceTemplateServices(scope, row.id, data.serviceIds);
    await syncJobChecklists(
      scope,
      await jobsConcernedBy(scope, row.id, data.serviceIds, data.agreementServiceTypes),
    );
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: row.id,
      action: 'create',
      summary: `Checklist template ${row.name} created`,
      changes: { name: row.name, items: data.items.length, serviceIds: data.serviceIds },
    });
    return toChecklistTemplate((await findTemplate(scope, row.id))!);
  });
}

/**
 * PATCH /api/checklist-templates/{id}. Jobs that have not begun answering it get the new version (and lose it
 * when its services no longer match); answered copies keep the version they were answered on.
 */
export function updateTemplate(
  options: TenantContext & { id: string; data: ChecklistTemplateUpdateData },
): Promise<ChecklistTemplate> {
  const { db, tenantId, userId, id, data } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const before = await findTemplate(scope, id, true);
    if (!before) throw ChecklistErrors.templateNotFound();
    if (data.name !== undefined && (await templateNameTaken(scope, data.name, id)))
      throw ChecklistErrors.nameTaken(data.name);
    if (data.serviceIds) await checkServices(scope, data.serviceIds);
    await updateTemplateRow(scope, id, {
      name: data.name,
      items: data.items && storedItems(data.items),
      agreementServiceTypes: data.agreementServiceTypes && [...new Set(data.agreementServiceTypes)],
    });
    if (data.serviceIds) await replaceTemplateServices(scope, id, data.serviceIds);
    const oldServices = before.services.map((s) => s.id);
    const concerned = await jobsConcernedBy(
      scope,
      id,
      [...oldServices, ...(data.serviceIds ?? [])],
      [...before.agreementServiceTypes, ...(data.agreementServiceTypes ?? [])],
    );
    await syncJobChecklists(scope, concerned, data.items || data.name ? id : undefined);
    const changes: Record<string, unknown> = {};
    if (data.name !== undefined && data.name !== before.name)
      changes.name = { from: before.name, to: data.name };
    if (data.items) changes.items = { from: before.items.length, to: data.items.length };
    if (data.serviceIds) changes.serviceIds = { from: oldServices, to: data.serviceIds };
    if (data.agreementServiceTypes)
      changes.agreementServiceTypes = { from: before.agreementServiceTypes, to: data.agreementServiceTypes };
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'update',
      summary: `Checklist template ${data.name ?? before.name} updated`,
      changes,
    });
    return toChecklistTemplate((await findTemplate(scope, id))!);
  });
}

/** DELETE /api/checklist-templates/{id}: open jobs lose their unanswered copies; answered ones stay. */
export function deleteTemplate(options: TenantContext & { id: string }): Promise<void> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await findTemplate(scope, id, true);
    if (!row) throw ChecklistErrors.templateNotFound();
    const concerned = await jobsConcernedBy(
      scope,
      id,
      row.services.map((s) => s.id),
      row.agreementServiceTypes,
    );
    await deleteTemplateRow(scope, id);
    await syncJobChecklists(scope, concerned);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'delete',
      summary: `Checklist template ${row.name} deleted`,
      changes: { name: row.name },
    });
  });
}
