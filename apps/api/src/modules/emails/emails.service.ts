import {
  type EmailDelivery,
  type EmailDocumentKind,
  type EmailTemplateItem,
} from '@tradeworks/contracts/emails';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { readTenantMailRoute } from '../../platform/mail/tenant-mail';
import { listTemplates } from './email-templates';
import { deleteTemplate, saveTemplate } from './email-templates.repository';
import { EmailErrors } from './emails.errors';
import {
  documentExists,
  findPlatformEmail,
  findTenantEmail,
  listAllEmails,
  listRelatedEmails,
  listTenantEmails,
  requeueFailedEmail,
  type EmailListFilter,
} from './emails.repository';

/** The active tenant's outbox, newest first: what was sent, what is waiting, what failed and why. */
export function listEmails({ db, tenantId, userId, query }: TenantContext & { query: EmailListFilter }) {
  return db.tenant({ tenantId, userId }, (scope) => listTenantEmails(scope, query));
}

/** One message with its bodies; another tenant's id is not found, exactly like a missing one. */
export async function getEmail({ db, tenantId, userId, id }: TenantContext & { id: string }) {
  const email = await db.tenant({ tenantId, userId }, (scope) => findTenantEmail(scope, id));
  if (!email) throw EmailErrors.notFound();
  return email;
}

/** A quote's, invoice's or purchase order's e-mail history. */
export function listDocumentEmails(
  options: TenantContext & { entity: EmailDocumentKind; id: string; page: { limit: number; offset: number } },
) {
  const { db, tenantId, userId, entity, id, page } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    if (!(await documentExists(scope, entity, id))) throw EmailErrors.documentNotFound(entity);
    return listRelatedEmails(scope, entity, id, page);
  });
}

/** Sends a failed message again: back in the queue with fresh attempts, audited. */
export function resendEmail({ db, tenantId, userId, id }: TenantContext & { id: string }) {
  return db.tenant({ tenantId, userId }, async (scope) => {
    const outcome = await requeueFailedEmail(scope, id);
    if (outcome === 'missing') throw EmailErrors.notFound();
    if (outcome === 'not_failed') throw EmailErrors.notFailed();
    await recordAudit(scope, {
      entity: 'email',
      entityId: id,
      action: 'resend',
      summary: 'Failed e-mail queued again',
    });
    const email = await findTenantEmail(scope, id);
    return email!;
  });
}

/**
 * Whether this tenant's mail really leaves: its own SMTP / SendGrid settings or the server's SMTP_URL.
 * Without either, messages are captured in the app and the log says so.
 */
export function getEmailDelivery({
  db,
  tenantId,
  userId,
  serverSmtp,
}: TenantContext & { serverSmtp: boolean }): Promise<EmailDelivery> {
  return db.tenant({ tenantId, userId }, async (scope) => {
    const route = await readTenantMailRoute(scope);
    const ownServer = route !== null && route.transport !== null;
    return { mode: ownServer || serverSmtp ? 'smtp' : 'captured' };
  });
}

export function getEmailTemplates({ db, tenantId, userId }: TenantContext): Promise<EmailTemplateItem[]> {
  return db.tenant({ tenantId, userId }, listTemplates);
}

/** Saves the tenant's own subject and message for one kind of document; audited. */
export function updateEmailTemplate(
  options: TenantContext & { kind: EmailDocumentKind; template: { subject: string; message: string } },
): Promise<EmailTemplateItem[]> {
  const { db, tenantId, userId, kind, template } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    await saveTemplate(scope, kind, template);
    await recordAudit(scope, {
      entity: 'email_template',
      entityId: kind,
      action: 'update',
      summary: `E-mail template for ${kind.replace('_', ' ')}s updated`,
      changes: template,
    });
    return listTemplates(scope);
  });
}

/** Back to the built-in text for one kind of document; audited. */
export function resetEmailTemplate(
  options: TenantContext & { kind: EmailDocumentKind },
): Promise<EmailTemplateItem[]> {
  const { db, tenantId, userId, kind } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    if (await deleteTemplate(scope, kind)) {
      await recordAudit(scope, {
        entity: 'email_template',
        entityId: kind,
        action: 'reset',
        summary: `E-mail template for ${kind.replace('_', ' ')}s reset to the default`,
      });
    }
    return listTemplates(scope);
  });
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

/** One message of any tenant with its full text, for platform operators only. */
export async function getPlatformEmail({ db, id }: { db: Database; id: string }) {
  const email = await db.platform((tx) => findPlatformEmail(tx, id));
  if (!email) throw EmailErrors.notFound();
  return email;
}
