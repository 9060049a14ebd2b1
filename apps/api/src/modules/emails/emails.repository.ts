import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TenantScope, Tx } from '../../db/client';
import { emailEvents, emailOutbox, invoices, purchaseOrders, quotes, tenants } from '../../db/schema';

export type EmailStatus = (typeof emailOutbox.status.enumValues)[number];

export interface EmailListFilter {
  limit: number;
  offset: number;
  search?: string;
  status?: EmailStatus;
}

export const PREVIEW_LENGTH = 200;

/** The related document's number, read beside the row (the outbox keeps only entity and id). */
const relatedLabel = sql<string | null>`case ${emailOutbox.relatedEntity}
  when 'quote' then (select ${quotes.quoteNumber} from ${quotes} where ${quotes.tenantId} = ${emailOutbox.tenantId} and ${quotes.id}::text = ${emailOutbox.relatedId})
  when 'invoice' then (select ${invoices.invoiceNumber} from ${invoices} where ${invoices.tenantId} = ${emailOutbox.tenantId} and ${invoices.id}::text = ${emailOutbox.relatedId})
  when 'purchase_order' then (select ${purchaseOrders.poNumber} from ${purchaseOrders} where ${purchaseOrders.tenantId} = ${emailOutbox.tenantId} and ${purchaseOrders.id}::text = ${emailOutbox.relatedId})
  end`;

/**
 * List columns: the preview is cut in SQL so a page never loads whole bodies or attachments, and is empty
 * for a message that holds a credential (an invitation's set-password link).
 */
const listColumns = {
  id: emailOutbox.id,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
  preview: sql<string>`case when ${emailOutbox.confidential} then '' else left(${emailOutbox.textBody}, ${sql.raw(String(PREVIEW_LENGTH))}) end`,
  relatedEntity: emailOutbox.relatedEntity,
  relatedId: emailOutbox.relatedId,
  relatedLabel,
  confidential: emailOutbox.confidential,
};

/** Names only: the base64 content stays in the database. */
const attachmentNames = sql<Array<{ filename: string; contentType: string }>>`coalesce(
  (select jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType'))
   from jsonb_array_elements(${emailOutbox.attachments}) as a), '[]'::jsonb)`;

/**
 * Every status the message entered, oldest first (email_events, kept by a trigger on the outbox). The outer
 * columns are written qualified: Drizzle leaves them bare in a one-table select, where they would bind to `e`.
 */
const statusHistory = sql<
  Array<{ status: EmailStatus; attempts: number; error: string | null; at: string }>
>`coalesce(
  (select jsonb_agg(jsonb_build_object('status', e.status, 'attempts', e.attempts, 'error', e.error,
     'at', to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by e.at, e.id)
   from ${emailEvents} e where e.tenant_id = email_outbox.tenant_id and e.email_id = email_outbox.id), '[]'::jsonb)`;

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

/** One message; a confidential one comes without its bodies (they hold a credential). */
export async function findTenantEmail({ tx, tenantId }: TenantScope, id: string) {
  const [row] = await tx
    .select({
      ...listColumns,
      text: sql<
        string | null
      >`case when ${emailOutbox.confidential} then null else ${emailOutbox.textBody} end`,
      html: sql<
        string | null
      >`case when ${emailOutbox.confidential} then null else ${emailOutbox.htmlBody} end`,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      attachments: attachmentNames,
      history: statusHistory,
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

/** One message of any tenant with its full bodies, for platform operators (and the e2e suite's mail access). */
export async function findPlatformEmail(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      ...listColumns,
      preview: sql<string>`left(${emailOutbox.textBody}, ${sql.raw(String(PREVIEW_LENGTH))})`,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      attachments: attachmentNames,
      history: statusHistory,
      tenantId: emailOutbox.tenantId,
      tenantName: tenants.name,
    })
    .from(emailOutbox)
    .innerJoin(tenants, eq(tenants.id, emailOutbox.tenantId))
    .where(eq(emailOutbox.id, id));
  return row ?? null;
}

/**
 * A document's e-mails (quote, invoice, purchase order), newest first: its sendings only — the follow-ups an
 * automation scheduled (kind set) are in the e-mail log and the automation's switch, not the document's history.
 */
export async function listRelatedEmails(
  { tx, tenantId }: TenantScope,
  entity: string,
  relatedId: string,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(emailOutbox.tenantId, tenantId),
    eq(emailOutbox.relatedEntity, entity),
    eq(emailOutbox.relatedId, relatedId),
    isNull(emailOutbox.kind),
  );
  const items = await tx
    .select(listColumns)
    .from(emailOutbox)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await tx.select({ total: count() }).from(emailOutbox).where(where);
  return { items, total };
}

/**
 * Puts a failed message back in the queue (attempts from zero, due now). Only failed ones: a queued or
 * sent message is not sent twice by a second click. Returns false when there is no such failed message.
 */
export async function requeueFailedEmail(
  { tx, tenantId }: TenantScope,
  id: string,
): Promise<'requeued' | 'missing' | 'not_failed'> {
  const [row] = await tx
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.id, id)))
    .for('update');
  if (!row) return 'missing';
  if (row.status !== 'failed') return 'not_failed';
  await tx
    .update(emailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date(), lastError: null, updatedAt: new Date() })
    .where(and(eq(emailOutbox.tenantId, tenantId), eq(emailOutbox.id, id)));
  return 'requeued';
}

/** Whether the quote, invoice or purchase order exists in the tenant (its history of another tenant is 404). */
export async function documentExists(
  { tx, tenantId }: TenantScope,
  entity: 'quote' | 'invoice' | 'purchase_order',
  id: string,
): Promise<boolean> {
  const table = { quote: quotes, invoice: invoices, purchase_order: purchaseOrders }[entity];
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  return Boolean(row);
}
