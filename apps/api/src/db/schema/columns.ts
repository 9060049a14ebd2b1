import { customType, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** Column helpers shared by every table group. UUIDv7 ids are generated in code (PostgreSQL 15 has no uuidv7()). */
export const newId = () => uuidv7();
export const idColumn = () => uuid().notNull().$defaultFn(newId);
export const tenantIdColumn = () => uuid().notNull();
export const money = () => numeric({ precision: 10, scale: 2 });
export const taxRate = () => numeric({ precision: 5, scale: 4 });
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Bytes kept in the row (photos: there is no object store). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
