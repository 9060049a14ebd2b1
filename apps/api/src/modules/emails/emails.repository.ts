import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TenantScope, Tx } from '../../db/client';
import { emailOutbox, tenants } from '../../db/schema';

export type EmailStatus = (typeof emailOutbox.status.enumValues)[number];

export interface EmailListFilter {
  limit: number;
  offset: number;
  search?: string;
  status?: EmailStatus;
}

export const PREVIEW_LENGTH = 200;

/** List columns: the preview is cut in SQL so a page never loads whole bodies or attachments. */
const listColumns = {
  id: emailOutbox.id,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  preview: sql<string>`left(${emailOutbox.textBody}, ${sql.raw(String(PREVIEW_LENGTH))})`,
  relatedEntity: emailOutbox.relatedEntity,
  relatedId: emailOutbox.relatedId,
};

const newestFirst = [desc(emailOutbox.createdAt), desc(emailOutbox.id)];

/** Status filter and case-insensitive substring search over subject and recipient. */
function filterConditions(filter: EmailListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(emailOutbox.status, filter.status));
  if (filter.search) {
    // The user's text is a literal substring, not a LIKE pattern.
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(emailOutbox.subject, pattern), ilike(emailOutbox.toAddress, pattern))!);
  }
  return conditions;
}

/** One tenant's messages; the explicit tenant filter stands in front of row-level security. */
export async function listTenantEmails({ tx, tenantId }: TenantScope, filter: EmailListFilter) {
  const where = and(eq(emailOutbox.tenantId, tenantId), ...filterConditions(filter));
  const items = await tx
    .select(listColumns)
    .from(emailOutbox)
    .where(where)
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ total }] = await tx.select({ total: count() }).from(emailOutbox).where(where);
  return { items, total };
}

export async function findTenantEmail({ tx, tenantId }: TenantScope, id: string) {
  const [row] = await tx
    .select({
      ...listColumns,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      // Names only: the base64 content stays in the database.
      attachments: sql<Array<{ filename: string; contentType: string }>>`coalesce(
        (select jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType'))
         from jsonb_array_elements(${emailOutbox.attachments}) as a), '[]'::jsonb)`,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.id, id)));
  return row ?? null;
}

/** Messages of every tenant for the super-admin console (platform role, no tenant scope). */
export async function listAllEmails(tx: Tx, filter: EmailListFilter & { tenantId?: string }) {
  const conditions = filterConditions(filter);
  if (filter.tenantId) conditions.push(eq(emailOutbox.tenantId, filter.tenantId));
  const where = conditions.length ? and(...conditions) : undefined;
  const items = await tx
    .select({ ...listColumns, tenantId: emailOutbox.tenantId, tenantName: tenants.name })
    .from(emailOutbox)
    .innerJoin(tenants, eq(tenants.id, emailOutbox.tenantId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ total }] = await tx.select({ total: count() }).from(emailOutbox).where(where);
  return { items, total };
}
