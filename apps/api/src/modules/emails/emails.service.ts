import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { TenantContext } from '../../http/route';
import { findTenantEmail, listAllEmails, listTenantEmails, type EmailListFilter } from './emails.repository';

/** The active tenant's outbox, newest first: what was sent, what is waiting, what failed and why. */
export function listEmails({ db, tenantId, userId, query }: TenantContext & { query: EmailListFilter }) {
  return db.tenant({ tenantId, userId }, (scope) => listTenantEmails(scope, query));
}

/** One message with its bodies; another tenant's id is not found, exactly like a missing one. */
export async function getEmail({ db, tenantId, userId, id }: TenantContext & { id: string }) {
  const email = await db.tenant({ tenantId, userId }, (scope) => findTenantEmail(scope, id));
  if (!email) throw notFound('Email');
  return email;
}

/** Every tenant's outbox for platform operators. */
export function listPlatformEmails({
  db,
  query,
}: {
  db: Database;
  query: EmailListFilter & { tenantId?: string };
}) {
  return db.platform((tx) => listAllEmails(tx, query));
}
