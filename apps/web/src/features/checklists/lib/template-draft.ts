import {
  checklistTemplateCreateSchema,
  type ChecklistItemKind,
  type ChecklistTemplate,
  type ChecklistTemplateBody,
} from '@tradeworks/contracts/checklists';
import { bodyOf } from '@/lib/use-zod-form';

/** One item as the editor holds it: every field as typed (choices one per line). */
export interface ItemDraft {
  key: string;
  label: string;
  kind: ChecklistItemKind;
  required: boolean;
  unit: string;
  min: string;
  max: string;
  choices: string;
}

export interface TemplateDraft {
  name: string;
  services: { id: string; name: string }[];
  agreementServiceTypes: string[];
  items: ItemDraft[];
}

export const newItem = (): ItemDraft => ({
  key: crypto.randomUUID(),
  label: '',
  kind: 'yesno',
  required: false,
  unit: '',
  min: '',
  max: '',
  choices: '',
});

export function toDraft(template?: ChecklistTemplate): TemplateDraft {
  if (!template) return { name: '', services: [], agreementServiceTypes: [], items: [newItem()] };
  return {
    name: template.name,
    services: template.services,
    agreementServiceTypes: template.agreementServiceTypes,
    items: template.items.map((i) => ({
      key: crypto.randomUUID(),
      label: i.label,
      kind: i.kind,
      required: i.required,
      unit: i.unit ?? '',
      min: i.min?.replace(/\.?0+$/, '') ?? '',
      max: i.max?.replace(/\.?0+$/, '') ?? '',
      choices: (i.choices ?? []).join('\n'),
    })),
  };
}

/** The request body: fields that do not belong to an item's kind are left out, as the server requires. */
function toBody(draft: TemplateDraft): ChecklistTemplateBody {
  return {
    name: draft.name,
    serviceIds: draft.services.map((s) => s.id),
    // Checked by the schema: the boxes offer only the contract's types.
    agreementServiceTypes: draft.agreementServiceTypes as ChecklistTemplateBody['agreementServiceTypes'],
    items: draft.items.map((i) => ({
      label: i.label,
      kind: i.kind,
      required: i.required,
      ...(i.kind === 'number' && { unit: i.unit, min: i.min, max: i.max }),
      ...(i.kind === 'choice' && {
        choices: i.choices
          .split('\n')
          .map((c) => c.trim())
          .filter(Boolean),
      }),
    })),
  };
}

/** The contract's schema checks the body the draft makes; its error paths are the draft's (items.2.max). */
export const templateDraftSchema = bodyOf(toBody, checklistTemplateCreateSchema);
