import { toE164 } from '@tradeworks/contracts/phone';
import { eq } from 'drizzle-orm';
import { AUTOMATION_DEFAULTS } from '@tradeworks/contracts/messaging-settings';
import { drawAcUnitPhoto } from '../../platform/images/png-image';
import { messageThreads, messagingSettings, smsConsents, smsMedia, smsMessages } from '../schema';
import type { DemoClient } from './demo-clients';
import type { TenantSeed } from './demo-context';

/** A short exchange per client: what the office texted and what (if anything) came back. */
const CONVERSATIONS: Array<Array<{ inbound?: boolean; body: string; daysAgo: number; photo?: boolean }>> = [
  [
    {
      body: 'Hi, this is the office: your technician is booked for Thursday between 8 and 10 AM.',
      daysAgo: 3,
    },
    {
      inbound: true,
      body: 'Thanks! Can they call when they are 15 minutes out? Here is the unit’s label.',
      daysAgo: 2.9,
      photo: true,
    },
  ],
  [
    { body: 'Your invoice is ready in the customer portal. Reply here with any questions.', daysAgo: 6 },
    { inbound: true, body: 'Paid it just now, thank you.', daysAgo: 5.5 },
    { body: 'Got it, thank you!', daysAgo: 5.4 },
  ],
  [{ body: 'Reminder: your furnace tune-up is tomorrow morning.', daysAgo: 1 }],
];

/** The automations an office would switch on first, with templates in its own words. */
const DEMO_AUTOMATIONS = {
  appointment_confirmation: { ...AUTOMATION_DEFAULTS.appointment_confirmation, enabled: true },
  appointment_reminder: {
    enabled: true,
    template:
      'Hi {client_first_name}, a reminder from {company_name}: {service} on {date} at {time}. Reply C to confirm or R to reschedule.',
    offsets: [2, 24],
  },
  on_my_way: {
    enabled: true,
    template:
      'Hi {client_first_name}, {technician_first_name} from {company_name} is on the way and should arrive around {eta}. Follow along: {tracking_link}',
    offsets: [],
  },
  job_completed: {
    enabled: true,
    template:
      'Thanks {client_first_name}! Job {job_number} is done. Your work order and invoice are in your {company_name} account: {link}',
    offsets: [],
  },
  quote_follow_up: {
    enabled: true,
    template:
      'Hi {client_first_name}, just checking in on quote {quote_number} ({amount}) from {company_name}. Questions? Reply here or approve it online: {link}',
    offsets: [2, 5, 10],
  },
  invoice_follow_up: {
    enabled: true,
    template:
      'Hi {client_first_name}, a friendly reminder from {company_name}: invoice {invoice_number} has {amount_due} due ({due_date}). Pay online: {link}',
    offsets: [0, 7, 14],
  },
  review_request: {
    enabled: true,
    template:
      'Hi {client_first_name}, thanks for choosing {company_name}! If you have a minute, a review helps us a lot: {review_url}',
    offsets: [24],
  },
};

/**
 * Texts as the inbox shows them without a Twilio account: the office's texts kept as captured, the clients'
 * replies received, the newest reply unread; one number that texted STOP; the organization's messaging
 * settings with its country, quiet hours, review URL and the automations it switched on.
 */
export async function seedMessages(seed: TenantSeed, clients: DemoClient[]): Promise<void> {
  const { scope, clock, staff } = seed;
  const { tenantId } = scope;
  await scope.tx.insert(messagingSettings).values({
    tenantId,
    country: 'US',
    reviewUrl: `https://g.page/r/${seed.slug}/review`,
    reviewMinJobValue: '150.00',
    automations: DEMO_AUTOMATIONS,
  });
  const texted = clients
    .map((client) => ({ client, phone: toE164(client.phone, 'US') }))
    .filter((c): c is { client: DemoClient; phone: string } => c.phone !== null)
    .slice(0, CONVERSATIONS.length + 1);
  for (const [i, conversation] of CONVERSATIONS.entries()) {
    const entry = texted[i];
    if (!entry) return;
    const last = conversation[conversation.length - 1];
    const [thread] = await scope.tx
      .insert(messageThreads)
      .values({
        tenantId,
        clientId: entry.client.id,
        unreadCount: last.inbound ? 1 : 0,
        lastMessageAt: clock.ago(last.daysAgo),
        lastMessagePreview: last.body,
        lastDirection: last.inbound ? 'inbound' : 'outbound',
      })
      .returning({ id: messageThreads.id });
    const texts = await scope.tx
      .insert(smsMessages)
      .values(
        conversation.map((text) => ({
          tenantId,
          threadId: thread.id,
          clientId: entry.client.id,
          direction: text.inbound ? ('inbound' as const) : ('outbound' as const),
          toNumber: text.inbound ? '+15125550100' : entry.phone,
          fromNumber: text.inbound ? entry.phone : null,
          body: text.body,
          status: text.inbound ? ('received' as const) : ('captured' as const),
          urgent: !text.inbound,
          sentBy: text.inbound ? null : staff.owner.id,
          sentAt: text.inbound ? null : clock.ago(text.daysAgo),
          createdAt: clock.ago(text.daysAgo),
        })),
      )
      .returning({ id: smsMessages.id });
    for (const [j, text] of conversation.entries()) if (text.photo) await attachPhoto(seed, texts[j].id);
  }
  const optedOut = texted[CONVERSATIONS.length];
  if (optedOut)
    await scope.tx.insert(smsConsents).values({
      tenantId,
      phone: optedOut.phone,
      status: 'opted_out',
      source: 'keyword',
      keyword: 'STOP',
      changedAt: clock.ago(14),
    });
}

/** An MMS photo on a client's reply (what the inbound webhook keeps after fetching it from Twilio). */
async function attachPhoto({ scope }: TenantSeed, messageId: string) {
  const content = drawAcUnitPhoto(240, 180);
  const [media] = await scope.tx
    .insert(smsMedia)
    .values({
      tenantId: scope.tenantId,
      messageId,
      contentType: 'image/png',
      sizeBytes: content.length,
      content,
    })
    .returning({ id: smsMedia.id, contentType: smsMedia.contentType });
  await scope.tx
    .update(smsMessages)
    .set({ media: [media] })
    .where(eq(smsMessages.id, messageId));
}
