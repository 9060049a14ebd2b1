import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChecklistTemplateItem } from '@tradeworks/contracts/checklists';
import { services } from './catalogue';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { serviceJobs } from './dispatch';
import { tenants, users } from './platform';
import { serviceJobPhotos } from './portal';
import { searchTextColumn, trigramIndex } from './search';

export const checklistItemKind = pgEnum('checklist_item_kind', [
  'yesno',
  'number',
  'text',
  'choice',
  'photo',
  'signature',
]);

/**
 * A named list of items (issue 35), attached to catalogue services and agreement service types. The items are
 * one JSON array: a template is always read and saved whole; jobs get their own copy (job_checklist_items).
 */
export const checklistTemplates = pgTable(
  'checklist_templates',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text().notNull(),
    items: jsonb().$type<ChecklistTemplateItem[]>().notNull(),
    agreementServiceTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchText: searchTextColumn('name'),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('checklist_templates_name_key').on(t.tenantId, sql`lower(${t.name})`),
    index('checklist_templates_name_idx').on(t.tenantId, t.name, t.id),
    index('checklist_templates_agreement_types_idx').using('gin', t.agreementServiceTypes),
    trigramIndex('checklist_templates_search_trgm', t.tenantId, t.searchText),
  ],
);

/** The catalogue services whose jobs get the template. */
export const checklistTemplateServices = pgTable(
  'checklist_template_services',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    templateId: uuid().notNull(),
    serviceId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.templateId, t.serviceId] }),
    foreignKey({
      name: 'checklist_template_services_template_fk',
      columns: [t.tenantId, t.templateId],
      foreignColumns: [checklistTemplates.tenantId, checklistTemplates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'checklist_template_services_service_fk',
      columns: [t.tenantId, t.serviceId],
      foreignColumns: [services.tenantId, services.id],
    }).onDelete('cascade'),
    index('checklist_template_services_service_idx').on(t.tenantId, t.serviceId),
  ],
);

/**
 * A template's copy on one job: later edits of the template do not rewrite it once answering has begun. The
 * template id is a plain reference (no foreign key): deleting a template leaves answered copies as they are.
 * `equipmentId` is the unit the checklist was filled for; `lastAnsweredAt` orders the unit's history.
 */
export const jobChecklists = pgTable(
  'job_checklists',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    jobId: uuid().notNull(),
    templateId: uuid(),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
    equipmentId: uuid(),
    lastAnsweredAt: timestamp({ withTimezone: true }),
    /** The office shows this checklist's answers to the client in the portal's service history. */
    portalVisible: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'job_checklists_job_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [serviceJobs.tenantId, serviceJobs.id],
    }).onDelete('cascade'),
    index('job_checklists_job_idx').on(t.tenantId, t.jobId, t.sortOrder),
    uniqueIndex('job_checklists_template_key')
      .on(t.tenantId, t.jobId, t.templateId)
      .where(sql`template_id is not null`),
    // A unit's history: its answered checklists, newest first.
    index('job_checklists_equipment_idx')
      .on(t.tenantId, t.equipmentId, t.lastAnsweredAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`equipment_id is not null and last_answered_at is not null`),
  ],
);

/**
 * The items of a job's checklist with their answers. One column per kind of answer (a reading stays a number
 * the database can compare); `outOfRange` is derived from the reading and the item's range.
 */
export const jobChecklistItems = pgTable(
  'job_checklist_items',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    jobId: uuid().notNull(),
    checklistId: uuid().notNull(),
    position: integer().notNull(),
    label: text().notNull(),
    kind: checklistItemKind().notNull(),
    required: boolean().notNull().default(false),
    unit: text(),
    min: numeric({ precision: 12, scale: 3 }),
    max: numeric({ precision: 12, scale: 3 }),
    choices: text().array(),
    answerBool: boolean(),
    answerNumber: numeric({ precision: 12, scale: 3 }),
    /** text and choice answers */
    answerText: text(),
    /** photo answers: a photo of the same job */
    answerPhotoId: uuid(),
    /** signature answers: a PNG data URL */
    answerSignature: text(),
    outOfRange: boolean()
      .notNull()
      .generatedAlwaysAs(sql`coalesce(answer_number < min, false) or coalesce(answer_number > max, false)`),
    answeredAt: timestamp({ withTimezone: true }),
    answeredBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    answeredByName: text(),
    version: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'job_checklist_items_checklist_fk',
      columns: [t.tenantId, t.checklistId],
      foreignColumns: [jobChecklists.tenantId, jobChecklists.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_checklist_items_job_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [serviceJobs.tenantId, serviceJobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_checklist_items_photo_fk',
      columns: [t.tenantId, t.answerPhotoId],
      foreignColumns: [serviceJobPhotos.tenantId, serviceJobPhotos.id],
    }).onDelete('restrict'),
    index('job_checklist_items_checklist_idx').on(t.tenantId, t.checklistId, t.position),
    index('job_checklist_items_job_idx').on(t.tenantId, t.jobId),
  ],
);
