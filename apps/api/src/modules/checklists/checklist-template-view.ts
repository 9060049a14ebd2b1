import type { ChecklistTemplate } from '@tradeworks/contracts/checklists';
import type { TemplateWithServices } from './checklist-templates.repository';

export function toChecklistTemplate(row: TemplateWithServices): ChecklistTemplate {
  return {
    id: row.id,
    name: row.name,
    services: row.services,
    agreementServiceTypes: row.agreementServiceTypes,
    items: row.items,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
