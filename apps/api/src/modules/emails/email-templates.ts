import type { EmailDocumentKind, EmailTemplateItem, SendEmailData } from '@tradeworks/contracts/emails';
import type { TenantScope } from '../../db/client';
import { findTemplate, listSavedTemplates } from './email-templates.repository';

/** Built-in subject and message of each document's e-mail; a tenant may replace them (Settings → Communications). */
export const DEFAULT_EMAIL_TEMPLATES: Record<EmailDocumentKind, { subject: string; message: string }> = {
  quote: {
    subject: 'Quote {number} from {company}',
    message:
      'Hello {name},\n\nPlease find quote {number} from {company} attached as a PDF. The total is {total}; the quote is valid until {date}.\n\nThank you,\n{company}',
  },
  invoice: {
    subject: 'Invoice {number} from {company}',
    message:
      'Hello {name},\n\nPlease find invoice {number} from {company} attached as a PDF. The amount of {total} is due {date}.\n\nThank you,\n{company}',
  },
  purchase_order: {
    subject: 'Purchase order {number} from {company}',
    message:
      'Hello {name},\n\nPlease find attached purchase order {number} from {company} for a total of {total}. Expected delivery: {date}.\n\nThank you,\n{company}',
  },
};

export interface TemplateValues {
  name: string;
  number: string;
  company: string;
  total: string;
  date: string;
}

/** Replaces the known {placeholders}; anything else in braces is left as written. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{(name|number|company|total|date)\}/g, (_, key: keyof TemplateValues) => values[key]);
}

export async function listTemplates(scope: TenantScope): Promise<EmailTemplateItem[]> {
  const rows = await listSavedTemplates(scope);
  return (Object.keys(DEFAULT_EMAIL_TEMPLATES) as EmailDocumentKind[]).map((kind) => {
    const saved = rows.find((r) => r.kind === kind);
    return saved
      ? { kind, subject: saved.subject, message: saved.message, isDefault: false }
      : { kind, ...DEFAULT_EMAIL_TEMPLATES[kind], isDefault: true };
  });
}

/** The subject and message a document is sent with: what the user typed, else the tenant's template filled in. */
export async function composeEmail(
  scope: TenantScope,
  kind: EmailDocumentKind,
  values: TemplateValues,
  typed: SendEmailData = {},
): Promise<{ subject: string; message: string }> {
  if (typed.subject && typed.message) return { subject: typed.subject, message: typed.message };
  const template = (await findTemplate(scope, kind)) ?? DEFAULT_EMAIL_TEMPLATES[kind];
  return {
    subject: typed.subject ?? fillTemplate(template.subject, values),
    message: typed.message ?? fillTemplate(template.message, values),
  };
}
