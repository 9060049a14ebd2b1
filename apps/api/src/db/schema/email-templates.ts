import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants } from './platform';

/**
 * A tenant's own subject and message for the documents it e-mails (quote, invoice, purchase order), with
 * placeholders filled in when the send dialog opens. No row: the built-in default text.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    kind: text({ enum: ['quote', 'invoice', 'purchase_order'] }).notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('email_templates_tenant_kind_key').on(t.tenantId, t.kind),
  ],
);
