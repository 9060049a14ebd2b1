import type { TenantScope } from '../../db/client';
import { escapeHtml } from '../../platform/mail/escape-html';
import {
  cancelPendingEmails,
  enqueueScheduledEmail,
  lastDocumentAddress,
  settledEmailKeys,
} from '../../platform/mail/scheduled-emails';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { findClient } from '../clients/public';
import { renderAutomation, type AutomationContext } from './automation-texts';

type FollowUpKind = 'quote_follow_up' | 'invoice_follow_up';

/** One follow-up still to go, as the text plan has it; `slot` names the n-th follow-up whatever its amount. */
export interface PlannedFollowUp {
  key: string;
  slot?: string;
  dueAt: Date;
}

export interface FollowUpEmails {
  kind: FollowUpKind;
  relatedEntity: 'quote' | 'invoice';
  relatedId: string;
  clientId: string;
  number: string;
  values: Record<string, string>;
  due: PlannedFollowUp[];
  /** Why the pending e-mails not in `due` are taken back (a re-send, a changed balance). */
  replacedReason: string;
}

const SUBJECT: Record<FollowUpKind, (number: string, company: string) => string> = {
  quote_follow_up: (number, company) => `Following up: quote ${number} from ${company}`,
  invoice_follow_up: (number, company) => `Reminder: invoice ${number} from ${company}`,
};

/** The e-mail key of a text follow-up's key: the two channels never share a row, so never a key. */
const emailKey = (key: string) => `email:${key}`;

/**
 * A quote or invoice that went by e-mail gets its follow-ups by e-mail too, at the same times as the texts
 * and with the same words (the automation's template), to the address the document was last e-mailed to.
 * The automation's switch and offsets rule both channels; quiet hours do not hold an e-mail (it wakes no
 * one), and a STOP to texts says nothing of e-mail. Queued in the caller's transaction, once per follow-up.
 */
export async function syncFollowUpEmails(
  scope: TenantScope,
  plan: FollowUpEmails,
  context: AutomationContext,
): Promise<void> {
  const related = { relatedEntity: plan.relatedEntity, relatedId: plan.relatedId, kind: plan.kind };
  const settled = await settledEmailKeys(scope.tx, scope.tenantId, related);
  const due = plan.due.filter((p) => !settled.some((key) => key.startsWith(emailKey(p.slot ?? p.key))));
  await cancelPendingEmails(scope.tx, scope.tenantId, {
    ...related,
    reason: plan.replacedReason,
    keepKeys: due.map((p) => emailKey(p.key)),
  });
  const automation = context.automations[plan.kind];
  if (!automation.enabled || due.length === 0) return;
  const to = await lastDocumentAddress(scope.tx, scope.tenantId, plan.relatedEntity, plan.relatedId);
  const client = await findClient(scope, plan.clientId);
  if (!to || !client) return;
  const text = await renderAutomation(scope, automation, context.settings, client, plan.values);
  const company = await getCompanyProfile(scope);
  const html = `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  for (const { key, dueAt } of due) {
    await enqueueScheduledEmail(scope.tx, scope.tenantId, {
      ...related,
      to,
      subject: SUBJECT[plan.kind](plan.number, company.name),
      text,
      html,
      dedupeKey: emailKey(key),
      dueAt,
    });
  }
}

/** The document was answered, paid, cancelled or deleted: its e-mail follow-ups still waiting are taken back. */
export async function cancelFollowUpEmails(
  scope: TenantScope,
  target: { kind: FollowUpKind; relatedEntity: 'quote' | 'invoice'; relatedId: string; reason: string },
): Promise<void> {
  await cancelPendingEmails(scope.tx, scope.tenantId, target);
}
