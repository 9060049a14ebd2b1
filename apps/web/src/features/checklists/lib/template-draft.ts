import {
  checklistTemplateCreateSchema,
  type ChecklistItemKind,
  type ChecklistTemplate,
  type ChecklistTemplateData,
} from '@tradeworks/contracts/checklists';

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
function toBody(draft: TemplateDraft) {
  return {
    name: draft.name,
    serviceIds: draft.services.map((s) => s.id),
    agreementServiceTypes: draft.agreementServiceTypes,
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

/** Checks the draft with the contract's schema: the body to send, or the messages by field path. */
export function parseDraft(
  draft: TemplateDraft,
): { ok: true; body: ChecklistTemplateData } | { ok: false; errors: Record<string, string> } {
  const parsed = checklistTemplateCreateSchema.safeParse(toBody(draft));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}
