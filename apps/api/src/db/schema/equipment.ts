import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { serviceJobs, technicians } from './dispatch';
import { equipmentType } from './equipment-type';
import { invoices } from './invoices';
import { tenants, users } from './platform';
import { searchTextColumn } from './search';
import { atClientLocation } from './service-locations';

export const equipmentStatus = pgEnum('equipment_status', ['active', 'replaced', 'removed']);
export const equipmentSource = pgEnum('equipment_source', ['manual', 'import', 'job', 'invoice']);
export const refrigerantAction = pgEnum('refrigerant_action', ['added', 'recovered']);

/** Installed units at a client's service location (issue 35). */
export const equipment = pgTable(
  'equipment',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    locationId: uuid().notNull(),
    /** The location's client, kept beside it so lists filter and search by client from this table. */
    clientId: uuid().notNull(),
    type: equipmentType().notNull(),
    make: text(),
    model: text(),
    serialNumber: text(),
    installDate: date(),
    warrantyPartsEnds: date(),
    warrantyLabourEnds: date(),
    refrigerantType: text(),
    refrigerantChargeOz: numeric({ precision: 8, scale: 2 }),
    filterSize: text(),
    expectedLifeYears: integer().notNull(),
    /** When the unit reaches its expected life: the "older than expected life" filter reads its index. */
    replacementDueOn: date().generatedAlwaysAs(
      sql`(install_date + expected_life_years * interval '1 year')::date`,
    ),
    notes: text(),
    status: equipmentStatus().notNull().default('active'),
    source: equipmentSource().notNull().default('manual'),
    sourceJobId: uuid(),
    sourceInvoiceId: uuid(),
    /** The job or invoice line that created the unit, and which of its quantity: a line creates once. */
    sourceLineId: uuid(),
    sourceUnit: integer(),
    searchText: searchTextColumn('serial_number', 'make', 'model'),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    atClientLocation('equipment_location_fk', t.tenantId, t.locationId, t.clientId),
    // Optional links use restrict (a composite SET NULL would also null tenant_id).
    foreignKey({
      name: 'equipment_source_job_fk',
      columns: [t.tenantId, t.sourceJobId],
      foreignColumns: [serviceJobs.tenantId, serviceJobs.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'equipment_source_invoice_fk',
      columns: [t.tenantId, t.sourceInvoiceId],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('restrict'),
    check('equipment_expected_life_check', sql`expected_life_years between 1 and 100`),
    check('equipment_charge_check', sql`refrigerant_charge_oz >= 0`),
    // The list's order (newest first), read from the index without sorting.
    index('equipment_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('equipment_location_idx').on(t.tenantId, t.locationId, t.status, t.type),
    index('equipment_client_idx').on(t.tenantId, t.clientId),
    index('equipment_type_idx').on(t.tenantId, t.type),
    index('equipment_parts_warranty_idx')
      .on(t.tenantId, t.warrantyPartsEnds)
      .where(sql`warranty_parts_ends is not null`),
    index('equipment_labour_warranty_idx')
      .on(t.tenantId, t.warrantyLabourEnds)
      .where(sql`warranty_labour_ends is not null`),
    index('equipment_replacement_idx')
      .on(t.tenantId, t.replacementDueOn)
      .where(sql`replacement_due_on is not null`),
    index('equipment_search_trgm').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
    // A completed job or invoice line creates its units exactly once, whatever runs twice.
    uniqueIndex('equipment_source_line_key')
      .on(t.tenantId, t.sourceLineId, t.sourceUnit)
      .where(sql`source_line_id is not null`),
  ],
);

/** The units a job works on (jobs accept equipmentIds); the unit's history reads it by equipment. */
export const serviceJobEquipment = pgTable(
  'service_job_equipment',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    jobId: uuid().notNull(),
    equipmentId: uuid().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.jobId, t.equipmentId] }),
    foreignKey({
      name: 'service_job_equipment_job_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [serviceJobs.tenantId, serviceJobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'service_job_equipment_equipment_fk',
      columns: [t.tenantId, t.equipmentId],
      foreignColumns: [equipment.tenantId, equipment.id],
    }).onDelete('restrict'),
    index('service_job_equipment_equipment_idx').on(t.tenantId, t.equipmentId, t.jobId),
  ],
);

/**
 * Refrigerant added to or recovered from a unit: the record EPA Section 608 asks of a shop (date,
 * technician, refrigerant, amount). Kept for the unit's life: a unit with entries cannot be deleted.
 */
export const equipmentRefrigerantLog = pgTable(
  'equipment_refrigerant_log',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    equipmentId: uuid().notNull(),
    action: refrigerantAction().notNull(),
    amountOz: numeric({ precision: 8, scale: 2 }).notNull(),
    refrigerantType: text(),
    technicianId: uuid().notNull(),
    servicedOn: date().notNull(),
    jobId: uuid(),
    notes: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'equipment_refrigerant_log_equipment_fk',
      columns: [t.tenantId, t.equipmentId],
      foreignColumns: [equipment.tenantId, equipment.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'equipment_refrigerant_log_technician_fk',
      columns: [t.tenantId, t.technicianId],
      foreignColumns: [technicians.tenantId, technicians.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'equipment_refrigerant_log_job_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [serviceJobs.tenantId, serviceJobs.id],
    }).onDelete('restrict'),
    check('equipment_refrigerant_log_amount_check', sql`amount_oz > 0`),
    index('equipment_refrigerant_log_equipment_idx').on(
      t.tenantId,
      t.equipmentId,
      t.servicedOn.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('equipment_refrigerant_log_job_idx').on(t.tenantId, t.jobId),
  ],
);
