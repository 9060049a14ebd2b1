import {
  AUTOMATION_SKIP_REASONS,
  renderTemplate,
  type Automation,
  type AutomationKind,
} from '@tradeworks/contracts/messaging-settings';
import { toE164 } from '@tradeworks/contracts/phone';
import type { TenantScope } from '../../db/client';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { enqueueSms } from '../../platform/sms/sms-outbox';
import { findClient } from '../clients/public';
import {
  automationsOf,
  findMessagingSettings,
  type MessagingSettingsRow,
} from './messaging-settings.repository';
import { ensureThread, touchThread } from './threads.repository';

/** One text an automation wants to send. */
export interface AutomatedText {
  kind: AutomationKind;
  clientId: string;
  /** The automation's own variables (visit date, tracking link, …); the client's and company's are added. */
  values: Record<string, string>;
  /** Not before; now when absent. */
  dueAt?: Date;
  /** One text per event: the same key never queues twice. */
  dedupeKey: string;
  relatedEntity: string;
  relatedId: string;
  /** Sent in quiet hours too (on my way). */
  urgent?: boolean;
  /** Who caused it (on my way: the technician). */
  sentBy?: string | null;
  /** Kept in the log without sending, with why (a review request below the minimum value). */
  skipReason?: string;
}

export type AutomationOutcome = 'queued' | 'off' | 'duplicate' | 'skipped';

/** The organization's automations, read once per change that may queue several texts. */
export interface AutomationContext {
  settings: MessagingSettingsRow | undefined;
  automations: Record<AutomationKind, Automation>;
}

export async function automationContext(scope: TenantScope): Promise<AutomationContext> {
  const settings = await findMessagingSettings(scope);
  return { settings, automations: automationsOf(settings?.automations) };
}

type AutomationClient = NonNullable<Awaited<ReturnType<typeof findClient>>>;

/** An automation's message as the client reads it: its template with the client's, company's and own values. */
export async function renderAutomation(
  scope: TenantScope,
  automation: Automation,
  settings: MessagingSettingsRow | undefined,
  client: AutomationClient,
  values: Record<string, string>,
): Promise<string> {
  const company = await getCompanyProfile(scope);
  return renderTemplate(automation.template, {
    client_first_name: client.firstName || client.name.split(' ')[0],
    client_name: client.name,
    company_name: company.name,
    company_phone: company.phone ?? '',
    review_url: settings?.reviewUrl ?? '',
    ...values,
  });
}

/**
 * Queues an automation's text in the caller's transaction, when its switch is on: rendered from its template
 * with the client's and company's values, into the client's thread. A client without a textable number gets
 * a skipped entry with the reason (the automation's log shows it); consent and quiet hours are decided by the
 * SMS channel when the text is due, since either may change before then.
 */
export async function queueAutomatedText(
  scope: TenantScope,
  text: AutomatedText,
  context?: AutomationContext,
): Promise<AutomationOutcome> {
  const { settings, automations } = context ?? (await automationContext(scope));
  const automation = automations[text.kind];
  if (!automation.enabled) return 'off';
  const client = await findClient(scope, text.clientId);
  if (!client) return 'off';
  const body = await renderAutomation(scope, automation, settings, client, text.values);
  const to = toE164(client.phone, settings?.country ?? 'US');
  // A text that waits (or is kept unsent) does not move its thread to the top yet.
  const later = Boolean(text.skipReason) || (text.dueAt && text.dueAt.getTime() > Date.now());
  const threadId = !to
    ? null
    : later
      ? await ensureThread(scope, client.id)
      : await touchThread(scope, { clientId: client.id, direction: 'outbound', body });
  const id = await enqueueSms(scope, {
    to: to ?? '',
    body,
    kind: text.kind,
    clientId: client.id,
    threadId,
    urgent: text.urgent,
    dueAt: text.dueAt,
    dedupeKey: text.dedupeKey,
    relatedEntity: text.relatedEntity,
    relatedId: text.relatedId,
    sentBy: text.sentBy,
    skipReason: to ? text.skipReason : AUTOMATION_SKIP_REASONS.noPhone,
  });
  if (!id) return 'duplicate';
  return to && !text.skipReason ? 'queued' : 'skipped';
}
