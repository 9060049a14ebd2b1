import { z } from 'zod';
import { decimalField } from './decimal-field';
import { jobSignOffSchema } from './job-sign-off';
import { pageQuerySchema } from './paging';
import { AGREEMENT_SERVICE_TYPES } from './service-agreements';

/**
 * Checklists (issue 35): templates attached to catalogue services and agreement service types, copied onto a
 * job when it is created or its services change, filled in by the technician (offline too) and shown on the job
 * page, the work order PDF, the portal history and the equipment's history.
 */

export const CHECKLIST_ITEM_KINDS = ['yesno', 'number', 'text', 'choice', 'photo', 'signature'] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];

export const CHECKLIST_ITEM_KIND_LABELS: Record<ChecklistItemKind, string> = {
  yesno: 'Yes / no',
  number: 'Number (reading)',
  text: 'Text',
  choice: 'Choice',
  photo: 'Photo required',
  signature: 'Signature',
};

export const CHECKLIST_LIMITS = {
  items: 100,
  choices: 20,
  label: 200,
  text: 2000,
  /** A drawn signature as a PNG data URL (a phone's canvas is 20–60 KB). */
  signatureBytes: 200_000,
} as const;

export const CHECKLIST_MESSAGES = {
  portalOfficeOnly: 'Only the office chooses what the client sees in the portal',
  nameRequired: 'Name is required',
  labelRequired: 'Label is required',
  itemsRequired: 'Add at least one item',
  tooManyItems: `A checklist has at most ${CHECKLIST_LIMITS.items} items`,
  range: 'The expected range must run from low to high',
  choicesRequired: 'Give at least two choices',
  choicesDistinct: 'Each choice must be different',
  unitOnlyForNumbers: 'Only number items have a unit or a range',
  choicesOnlyForChoice: 'Only choice items have choices',
  serviceNotFound: 'Choose services from the catalogue',
  nameTaken: (name: string) => `A checklist template named ${name} already exists`,
  notFound: 'Checklist template not found',
  itemNotFound: 'Checklist item not found',
  yesno: 'Answer yes or no',
  number: 'Enter a number',
  text: `Must be at most ${CHECKLIST_LIMITS.text} characters`,
  choice: 'Choose one of the offered answers',
  photo: 'Choose a photo of this job',
  signature: 'Draw the signature',
  closed: (jobNumber: string, status: string) =>
    `Job ${jobNumber} is ${status}: its checklist can no longer be changed`,
  changedMeanwhile: (label: string, by: string) =>
    `${label} was changed by ${by} meanwhile; their answer was kept`,
  missingRequired: (labels: string[]) => `Complete the required checklist items first: ${labels.join(', ')}`,
  outOfRange: 'Out of range',
  noChecklist: 'No checklist for this job',
} as const;

/** A reading: up to 3 decimals, as numeric(12,3) keeps it. */
export const readingInput = decimalField({
  scale: 3,
  label: 'Readings',
  invalid: CHECKLIST_MESSAGES.number,
  min: { units: -999_999_999_999n, inclusive: true, message: 'Must be at least -999999999.999' },
  max: { units: 999_999_999_999n, message: 'Must be at most 999999999.999' },
});

const optionalReading = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx): string | null => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const parsed = readingInput.safeParse(v);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

const optionalShortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** One item of a template (and of a job's copy): what is asked and how it is answered. */
export const checklistTemplateItemSchema = z
  .object({
    label: z
      .string({ error: CHECKLIST_MESSAGES.labelRequired })
      .trim()
      .min(1, CHECKLIST_MESSAGES.labelRequired)
      .max(CHECKLIST_LIMITS.label, `Must be at most ${CHECKLIST_LIMITS.label} characters`),
    kind: z.enum(CHECKLIST_ITEM_KINDS, { error: 'Choose the kind of answer' }),
    required: z.boolean().default(false),
    unit: optionalShortText(20),
    min: optionalReading,
    max: optionalReading,
    choices: z
      .array(z.string().trim().min(1, 'A choice cannot be empty').max(100, 'Must be at most 100 characters'))
      .max(CHECKLIST_LIMITS.choices, `At most ${CHECKLIST_LIMITS.choices} choices`)
      .nullish()
      .transform((v) => (v && v.length ? v : null)),
  })
  .superRefine((item, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (item.kind !== 'number' && (item.unit || item.min !== null || item.max !== null))
      issue(item.unit ? 'unit' : item.min !== null ? 'min' : 'max', CHECKLIST_MESSAGES.unitOnlyForNumbers);
    if (
      item.kind === 'number' &&
      item.min !== null &&
      item.max !== null &&
      Number(item.min) > Number(item.max)
    )
      issue('max', CHECKLIST_MESSAGES.range);
    if (item.kind === 'choice') {
      if (!item.choices || item.choices.length < 2) issue('choices', CHECKLIST_MESSAGES.choicesRequired);
      else if (new Set(item.choices.map((c) => c.toLowerCase())).size !== item.choices.length)
        issue('choices', CHECKLIST_MESSAGES.choicesDistinct);
    } else if (item.choices) issue('choices', CHECKLIST_MESSAGES.choicesOnlyForChoice);
  });
export type ChecklistTemplateItemData = z.output<typeof checklistTemplateItemSchema>;

/** POST /api/checklist-templates, and PATCH with every field optional. */
const templateFields = {
  name: z
    .string({ error: CHECKLIST_MESSAGES.nameRequired })
    .trim()
    .min(1, CHECKLIST_MESSAGES.nameRequired)
    .max(100, 'Must be at most 100 characters'),
  serviceIds: z.array(z.uuid({ error: CHECKLIST_MESSAGES.serviceNotFound })).max(200),
  /** The agreement service types (spec part 2 §9) whose visits get this checklist. */
  agreementServiceTypes: z
    .array(z.enum(AGREEMENT_SERVICE_TYPES, { error: 'Choose an agreement service type' }))
    .max(AGREEMENT_SERVICE_TYPES.length),
  items: z
    .array(checklistTemplateItemSchema)
    .min(1, CHECKLIST_MESSAGES.itemsRequired)
    .max(CHECKLIST_LIMITS.items, CHECKLIST_MESSAGES.tooManyItems),
};
export const checklistTemplateCreateSchema = z.object({
  name: templateFields.name,
  serviceIds: templateFields.serviceIds.default([]),
  agreementServiceTypes: templateFields.agreementServiceTypes.default([]),
  items: templateFields.items,
});
export type ChecklistTemplateBody = z.input<typeof checklistTemplateCreateSchema>;
export type ChecklistTemplateData = z.output<typeof checklistTemplateCreateSchema>;

export const checklistTemplateUpdateSchema = z.object({
  name: templateFields.name.optional(),
  serviceIds: templateFields.serviceIds.optional(),
  agreementServiceTypes: templateFields.agreementServiceTypes.optional(),
  items: templateFields.items.optional(),
});
export type ChecklistTemplateUpdateData = z.output<typeof checklistTemplateUpdateSchema>;

export const checklistTemplateListQuerySchema = pageQuerySchema.extend({
  serviceId: z.uuid().optional(),
});
export type ChecklistTemplateListQuery = z.output<typeof checklistTemplateListQuerySchema>;

const decimalOrNull = z.string().nullable();

export const checklistTemplateItemOutSchema = z.object({
  label: z.string(),
  kind: z.enum(CHECKLIST_ITEM_KINDS),
  required: z.boolean(),
  unit: z.string().nullable(),
  min: decimalOrNull,
  max: decimalOrNull,
  choices: z.array(z.string()).nullable(),
});
export type ChecklistTemplateItem = z.infer<typeof checklistTemplateItemOutSchema>;

export const checklistTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  agreementServiceTypes: z.array(z.string()),
  items: z.array(checklistTemplateItemOutSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;

// ---- A job's checklist ----------------------------------------------------------------------------------

/**
 * PUT /api/service-jobs/{id}/checklist/{itemId}: the answer, by the item's kind — yesno a boolean, number a
 * reading (number or decimal string), text and choice a string, photo the id of a photo of this job, signature a
 * PNG data URL — or null to clear it. `baseVersion` is the item's `version` the device last saw: when someone
 * else answered it since, the answer is refused (409) instead of overwriting theirs. `equipmentId` says which
 * unit of the job the item's checklist is about (its readings go to that unit's history).
 */
export const checklistAnswerSchema = z.object({
  value: z.union([z.boolean(), z.number(), z.string().max(CHECKLIST_LIMITS.signatureBytes * 2)]).nullable(),
  baseVersion: z.number().int().min(0).max(2_147_483_647).optional(),
  equipmentId: z.uuid().nullish(),
});
export type ChecklistAnswerBody = z.input<typeof checklistAnswerSchema>;

/** An answer as stored and shown: boolean (yesno), decimal string (number), text, photo id, PNG data URL. */
export const checklistValueSchema = z.union([z.boolean(), z.string()]).nullable();
export type ChecklistValue = z.infer<typeof checklistValueSchema>;

export const jobChecklistItemSchema = checklistTemplateItemOutSchema.extend({
  id: z.string(),
  checklistId: z.string(),
  position: z.number(),
  value: checklistValueSchema,
  /** A number answer outside [min, max]. */
  outOfRange: z.boolean(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  /** Goes up by one with every change of the answer (the device sends it back as baseVersion). */
  version: z.number(),
});
export type JobChecklistItem = z.infer<typeof jobChecklistItemSchema>;

export const jobChecklistSchema = z.object({
  id: z.string(),
  name: z.string(),
  templateId: z.string().nullable(),
  /** The unit this checklist was filled for (readings go to its history). */
  equipmentId: z.string().nullable(),
  /** The office shows its answers to the client in the portal's service history. */
  portalVisible: z.boolean(),
  items: z.array(jobChecklistItemSchema),
});
export type JobChecklist = z.infer<typeof jobChecklistSchema>;

/** PATCH /api/service-jobs/{id}/checklists/{checklistId}: the office shows or hides it in the portal. */
export const jobChecklistUpdateSchema = z.object({
  portalVisible: z.boolean({ error: 'Say whether the client sees this checklist' }),
});

/** GET /api/service-jobs/{id}/checklist */
export const jobChecklistsSchema = z.object({
  jobId: z.string(),
  jobNumber: z.string(),
  /** Whether the caller may still change answers (open job; the office also after completion). */
  editable: z.boolean(),
  checklists: z.array(jobChecklistSchema),
  /** Required items without an answer: Complete is refused (409) while any is left. */
  missingRequired: z.array(z.object({ id: z.string(), label: z.string() })),
  /** The customer's sign-off given on Complete (signature and name, or not present); null before. */
  signOff: jobSignOffSchema.nullable(),
});
export type JobChecklists = z.infer<typeof jobChecklistsSchema>;

/** Whether a reading is outside the item's expected range (the same rule as the database's generated column). */
export function isOutOfRange(
  item: { kind: ChecklistItemKind; min: string | null; max: string | null },
  value: ChecklistValue,
): boolean {
  if (item.kind !== 'number' || typeof value !== 'string' || value === '') return false;
  const n = Number(value);
  return (item.min !== null && n < Number(item.min)) || (item.max !== null && n > Number(item.max));
}

/** "8–12 °F", "≥ 8 psi", "≤ 12": the expected range as shown beside a reading. */
export function expectedRangeText(item: { min: string | null; max: string | null; unit: string | null }) {
  const trim = (v: string) => v.replace(/\.?0+$/, '');
  const unit = item.unit ? ` ${item.unit}` : '';
  if (item.min !== null && item.max !== null) return `${trim(item.min)}–${trim(item.max)}${unit}`;
  if (item.min !== null) return `≥ ${trim(item.min)}${unit}`;
  if (item.max !== null) return `≤ ${trim(item.max)}${unit}`;
  return null;
}

/** The answer as text (PDF, portal, history): Yes/No, the reading with its unit, the text or choice. */
export function answerText(
  item: { kind: ChecklistItemKind; unit: string | null },
  value: ChecklistValue,
): string | null {
  if (value === null) return null;
  switch (item.kind) {
    case 'yesno':
      return value === true ? 'Yes' : 'No';
    case 'number':
      return `${String(value)
        .replace(/(\.\d*?)0+$/, '$1')
        .replace(/\.$/, '')}${item.unit ? ` ${item.unit}` : ''}`;
    case 'photo':
      return 'Photo';
    case 'signature':
      return 'Signed';
    default:
      return String(value);
  }
}
