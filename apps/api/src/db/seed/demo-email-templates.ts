import { emailTemplates } from '../schema';
import type { TenantSeed } from './demo-context';

/** The office wrote its own invoice e-mail (the send dialog opens with it); quotes and orders keep the default. */
export async function seedEmailTemplates(seed: TenantSeed): Promise<void> {
  await seed.scope.tx.insert(emailTemplates).values({
    tenantId: seed.scope.tenantId,
    kind: 'invoice',
    subject: 'Your invoice {number} from {company}',
    message:
      'Hi {name},\n\nThanks for choosing {company}. Invoice {number} for {total} is attached as a PDF and is due {date}.\n\nQuestions about the work? Just reply to this e-mail.\n\n{company}',
    updatedAt: seed.clock.ago(60),
  });
}
