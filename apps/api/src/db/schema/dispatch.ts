import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { serviceAgreements } from './agreements';
import { services } from './catalogue';
import { clients } from './clients';
import { invoices } from './invoices';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants, users } from './platform';
import { searchTextColumn, trigramIndex } from './search';
import { atClientLocation } from './service-locations';

export const technicianStatus = pgEnum('technician_status', ['available', 'busy', 'en-route', 'offline']);
export const jobPriority = pgEnum('job_priority', ['low', 'medium', 'high', 'emergency']);
export const jobStatus = pgEnum('job_status', [
  'pending',
  'assigned',
  'in-progress',
  'completed',
  'cancelled',
]);

export const technicians = pgTable(
  'technicians',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    skills: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    currentLocation: text(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    /** Home base: where the technician's day starts and ends (route optimiser). */
    homeAddress: text(),
    homeLatitude: numeric({ precision: 9, scale: 6 }),
    homeLongitude: numeric({ precision: 9, scale: 6 }),
    /** Daily working window, local time of the tenant. */
    workStart: time().notNull().default('08:00'),
    workEnd: time().notNull().default('17:00'),
    status: technicianStatus().notNull().default('available'),
    // No stored currentJobs: it is counted from service_jobs on every read, so it cannot drift.
    maxJobs: integer().notNull().default(4),
    rating: numeric({ precision: 3, scale: 2 }).notNull().default('0.00'),
    avatar: text(),
    isActive: boolean().notNull().default(true),
    // Optional login of the technician; a user may belong to several tenants, so this is a plain FK.
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchTextColumn('name', 'email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('technicians_name_idx').on(t.tenantId, t.name),
    index('technicians_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('technicians_status_idx').on(t.tenantId, t.status),
    index('technicians_user_idx').on(t.userId),
    // One sign-in links to at most one technician per organization (the service checks first; this holds under races).
    uniqueIndex('technicians_user_key').on(t.tenantId, t.userId),
    trigramIndex('technicians_search_trgm', t.tenantId, t.searchText),
  ],
);

export const serviceJobs = pgTable(
  'service_jobs',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    jobNumber: text().notNull(),
    clientId: uuid().notNull(),
    clientName: text().notNull(),
    /**
     * Where the work is: one of the client's locations. Null on insert: the database's
     * tw_default_location() puts the record at the client's first location (migration 0025).
     */
    locationId: uuid()
      .notNull()
      .$defaultFn(() => sql`null`),
    serviceType: text().notNull(),
    priority: jobPriority().notNull().default('medium'),
    status: jobStatus().notNull().default('pending'),
    // Optional links use restrict (a composite SET NULL would also null tenant_id); the app clears them.
    technicianId: uuid(),
    agreementId: uuid(),
    /** The agreement visit this job is (its date in the agreement's schedule); null for other jobs. */
    visitDate: date(),
    scheduledDate: timestamp({ withTimezone: true }).notNull(),
    /** Minutes. */
    estimatedDuration: integer().notNull().default(120),
    /** The location's address and coordinates, copied so the board, the day and the optimiser read one row. */
    address: text(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    /** The job was given its own address: edits of its location leave it alone. */
    addressOverridden: boolean().notNull().default(false),
    description: text(),
    notes: text(),
    completedAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    /** When the technician set off for this job ("On my way" on /my-day); cleared when it changes hands. */
    enRouteAt: timestamp({ withTimezone: true }),
    /**
     * The client accepts any time that day: the route optimiser may move the job (its booked time is otherwise a
     * fixed appointment, unless an arrival window is set).
     */
    anytime: boolean().notNull().default(false),
    /** The client replied C to the visit's confirmation or reminder text; cleared when the visit moves. */
    clientConfirmedAt: timestamp({ withTimezone: true }),
    /** Arrival window promised to the client. */
    windowStart: timestamp({ withTimezone: true }),
    windowEnd: timestamp({ withTimezone: true }),
    /** Skills the technician must all have (free tags, matched case-insensitively). */
    requiredSkills: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Position in the technician's optimised day route. */
    routeOrder: integer(),
    /** Arrival time planned by the route optimiser. */
    plannedArrival: timestamp({ withTimezone: true }),
    /** Why the last optimisation could not place this job. */
    unplacedReason: text(),
    /** The reason given with Cancel Job (optional); cleared when the job is reopened. */
    cancellationReason: text(),
    /** The draft invoice made from this job (at most one). */
    invoiceId: uuid(),
    searchText: searchTextColumn('job_number', 'client_name', 'service_type', 'address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('service_jobs_number_key').on(t.tenantId, t.jobNumber),
    foreignKey({
      name: 'service_jobs_client_id_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('restrict'),
    atClientLocation('service_jobs_location_fk', t.tenantId, t.locationId, t.clientId),
    foreignKey({
      name: 'service_jobs_technician_id_fk',
      columns: [t.tenantId, t.technicianId],
      foreignColumns: [technicians.tenantId, technicians.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'service_jobs_invoice_id_fk',
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'service_jobs_agreement_id_fk',
      columns: [t.tenantId, t.agreementId],
      foreignColumns: [serviceAgreements.tenantId, serviceAgreements.id],
    }).onDelete('restrict'),
    index('service_jobs_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('service_jobs_status_idx').on(t.tenantId, t.status),
    index('service_jobs_scheduled_idx').on(t.tenantId, t.scheduledDate, t.id),
    index('service_jobs_client_idx').on(t.tenantId, t.clientId),
    // A location's jobs, newest first (the client page, the delete check).
    index('service_jobs_location_idx').on(t.tenantId, t.locationId, t.scheduledDate.desc().nullsFirst()),
    // Also serves a technician's day (route ordering) by scheduled date.
    index('service_jobs_technician_idx').on(t.tenantId, t.technicianId, t.scheduledDate),
    index('service_jobs_agreement_idx').on(t.tenantId, t.agreementId),
    // Reports (issue 29): completed jobs by the instant they were completed (job costing, scorecards).
    index('service_jobs_completed_idx')
      .on(t.tenantId, t.completedAt)
      .where(sql`status = 'completed'`),
    // An agreement never gets two visits on the same date (the generator may run twice or in two processes).
    uniqueIndex('service_jobs_agreement_visit_key').on(t.tenantId, t.agreementId, t.visitDate),
    trigramIndex('service_jobs_search_trgm', t.tenantId, t.searchText),
  ],
);

/**
 * Service jobs per tenant and status, kept by statement triggers on service_jobs (migration 0027, like
 * client_counts): the dispatch board's total, the dashboard's pending jobs, the export summary and the console's
 * jobs per tenant are read from here instead of counting a year of jobs on every request.
 */
export const serviceJobCounts = pgTable(
  'service_job_counts',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    status: jobStatus().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status] })],
);

export const jobAssignments = pgTable(
  'job_assignments',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    jobId: uuid().notNull(),
    technicianId: uuid().notNull(),
    scheduledDate: timestamp({ withTimezone: true }).notNull(),
    /** Minutes. */
    estimatedDuration: integer().notNull().default(120),
    notes: text(),
    assignedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'job_assignments_job_id_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [serviceJobs.tenantId, serviceJobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_assignments_technician_id_fk',
      columns: [t.tenantId, t.technicianId],
      foreignColumns: [technicians.tenantId, technicians.id],
    }).onDelete('restrict'),
    index('job_assignments_job_idx').on(t.tenantId, t.jobId, t.createdAt.desc().nullsFirst()),
    index('job_assignments_technician_idx').on(t.tenantId, t.technicianId, t.scheduledDate),
  ],
);

/** The catalogue services a job performs; they become the lines of the job's invoice. */
export const serviceJobServices = pgTable(
  'service_job_services',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    jobId: uuid().notNull(),
    serviceId: uuid().notNull(),
    quantity: numeric({ precision: 10, scale: 2 }).notNull().default('1'),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'service_job_services_job_id_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [serviceJobs.tenantId, serviceJobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'service_job_services_service_id_fk',
      columns: [t.tenantId, t.serviceId],
      foreignColumns: [services.tenantId, services.id],
    }).onDelete('restrict'),
    index('service_job_services_job_idx').on(t.tenantId, t.jobId, t.sortOrder),
    index('service_job_services_service_idx').on(t.tenantId, t.serviceId),
  ],
);
