import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn } from './columns';
import { technicians } from './dispatch';
import { tenants } from './platform';

/** A technician's time off (vacation, training, a doctor's visit): no booking window is offered inside it. */
export const technicianTimeOff = pgTable(
  'technician_time_off',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    technicianId: uuid().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('technician_time_off_period_idx').on(t.tenantId, t.startsAt, t.endsAt),
    index('technician_time_off_technician_idx').on(t.tenantId, t.technicianId, t.startsAt),
    foreignKey({
      name: 'technician_time_off_technician_id_fk',
      columns: [t.tenantId, t.technicianId],
      foreignColumns: [technicians.tenantId, technicians.id],
    }).onDelete('cascade'),
  ],
);
