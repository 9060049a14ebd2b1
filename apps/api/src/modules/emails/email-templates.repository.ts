import { and, eq } from 'drizzle-orm';
import type { EmailDocumentKind } from '@tradeworks/contracts/emails';
import type { TenantScope } from '../../db/client';
import { emailTemplates } from '../../db/schema';

export async function findTemplate(scope: TenantScope, kind: EmailDocumentKind) {
  const [row] = await scope.tx
    .select({ subject: emailTemplates.subject, message: emailTemplates.message })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.tenantId, scope.tenantId), eq(emailTemplates.kind, kind)));
  return row ?? null;
}

/** The tenant's saved templates (a kind without one uses the built-in text). */
export function listSavedTemplates(scope: TenantScope) {
  return scope.tx
    .select({ kind: emailTemplates.kind, subject: emailTemplates.subject, message: emailTemplates.message })
    .from(emailTemplates)
    .where(eq(emailTemplates.tenantId, scope.tenantId));
}

export async function saveTemplate(
  scope: TenantScope,
  kind: EmailDocumentKind,
  template: { subject: string; message: string },
): Promise<void> {
  await scope.tx
    .insert(emailTemplates)
    .values({ tenantId: scope.tenantId, kind, ...template })
    .onConflictDoUpdate({
      target: [emailTemplates.tenantId, emailTemplates.kind],
      set: { ...template, updatedAt: new Date() },
    });
}

export async function deleteTemplate(scope: TenantScope, kind: EmailDocumentKind): Promise<boolean> {
  const deleted = await scope.tx
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.tenantId, scope.tenantId), eq(emailTemplates.kind, kind)))
    .returning({ kind: emailTemplates.kind });
  return deleted.length > 0;
}
