import { z } from 'zod';
import { MESSAGE_BODY_MAX } from './messages';

/** The texts that send themselves (issue 28), in the order the settings screen lists them. */
export const AUTOMATION_KINDS = [
  'appointment_confirmation',
  'appointment_reminder',
  'on_my_way',
  'job_completed',
  'quote_follow_up',
  'invoice_follow_up',
  'review_request',
] as const;
export type AutomationKind = (typeof AUTOMATION_KINDS)[number];

/**
 * The automations that queue texts today, the only ones the settings screen offers (issue 34 item 9: a
 * setting the app shows takes effect). The others keep their stored settings until their triggers exist.
 */
export const RUNNING_AUTOMATIONS = [
  'appointment_confirmation',
  'appointment_reminder',
  'on_my_way',
  'job_completed',
  'quote_follow_up',
  'invoice_follow_up',
  'review_request',
] as const satisfies readonly AutomationKind[];

const COMMON = ['client_first_name', 'client_name', 'company_name', 'company_phone'] as const;
const VISIT = ['date', 'time', 'service', 'technician_first_name'] as const;

/** What each automation's template may name, as `{variable}`. */
export const AUTOMATION_VARIABLES: Record<AutomationKind, readonly string[]> = {
  appointment_confirmation: [...COMMON, ...VISIT],
  appointment_reminder: [...COMMON, ...VISIT],
  on_my_way: [...COMMON, 'technician_first_name', 'eta', 'tracking_link'],
  job_completed: [...COMMON, 'job_number', 'link'],
  quote_follow_up: [...COMMON, 'quote_number', 'amount', 'link'],
  invoice_follow_up: [...COMMON, 'invoice_number', 'amount_due', 'due_date', 'link'],
  review_request: [...COMMON, 'review_url'],
};

/** How each automation reads its offsets: how many, their unit and range, and what they mean. */
export const AUTOMATION_OFFSETS: Record<
  AutomationKind,
  { max: number; unit: 'hours' | 'days'; min: number; limit: number; label: string } | null
> = {
  appointment_confirmation: null,
  appointment_reminder: { max: 2, unit: 'hours', min: 1, limit: 336, label: 'hours before the visit' },
  on_my_way: null,
  job_completed: null,
  quote_follow_up: { max: 3, unit: 'days', min: 1, limit: 90, label: 'days after the quote was sent' },
  invoice_follow_up: { max: 4, unit: 'days', min: 0, limit: 90, label: 'days after the due date (0: on it)' },
  review_request: {
    max: 1,
    unit: 'hours',
    min: 1,
    limit: 720,
    label: 'hours after the job is completed or paid',
  },
};

export const AUTOMATION_LABELS: Record<AutomationKind, string> = {
  appointment_confirmation: 'Appointment confirmation',
  appointment_reminder: 'Appointment reminders',
  on_my_way: 'On my way',
  job_completed: 'Job completed',
  quote_follow_up: 'Quote follow-ups',
  invoice_follow_up: 'Invoice follow-ups',
  review_request: 'Review request',
};

export const AUTOMATION_DEFAULTS: Record<AutomationKind, Automation> = {
  appointment_confirmation: {
    enabled: false,
    template:
      'Hi {client_first_name}, {company_name} has you booked for {service} on {date} at {time}. Reply C to confirm or R to reschedule.',
    offsets: [],
  },
  appointment_reminder: {
    enabled: false,
    template:
      'Reminder from {company_name}: {service} on {date} at {time}. Reply C to confirm or R to reschedule.',
    offsets: [24, 2],
  },
  on_my_way: {
    enabled: false,
    template:
      'Hi {client_first_name}, {technician_first_name} from {company_name} is on the way, arriving around {eta}. Follow along: {tracking_link}',
    offsets: [],
  },
  job_completed: {
    enabled: false,
    template:
      'Thank you for choosing {company_name}, {client_first_name}! Job {job_number} is complete. Your documents: {link}',
    offsets: [],
  },
  quote_follow_up: {
    enabled: false,
    template:
      'Hi {client_first_name}, a reminder that quote {quote_number} ({amount}) from {company_name} is waiting for you: {link}',
    offsets: [2, 5, 10],
  },
  invoice_follow_up: {
    enabled: false,
    template:
      'Hi {client_first_name}, invoice {invoice_number} from {company_name} has {amount_due} due ({due_date}). Pay online: {link}',
    offsets: [0, 3, 7, 14],
  },
  review_request: {
    enabled: false,
    template:
      'Thanks again for choosing {company_name}, {client_first_name}. Would you leave us a review? {review_url}',
    offsets: [2],
  },
};

/** What starts a review request's delay: the job's completion, or the payment of its invoice. */
export const REVIEW_TRIGGERS = ['completed', 'paid'] as const;
export type ReviewTrigger = (typeof REVIEW_TRIGGERS)[number];
export const REVIEW_TRIGGER_LABELS: Record<ReviewTrigger, string> = {
  completed: 'After the job is completed',
  paid: 'After the job’s invoice is paid',
};

const VARIABLE = /\{([a-z_]+)\}/g;

/** The `{variable}` names a template uses, in order, without repeats. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1]))];
}

/** The text a template makes with these values (a variable without a value becomes empty). */
export function renderTemplate(template: string, values: Partial<Record<string, string>>): string {
  return template
    .replace(VARIABLE, (_, name: string) => values[name] ?? '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** Example values for the preview: what a text would look like for a typical client. */
export const PREVIEW_VALUES: Record<string, string> = {
  client_first_name: 'Maria',
  client_name: 'Maria Lopez',
  date: 'Tue, Dec 1',
  time: '9:30 AM',
  service: 'AC tune-up',
  technician_first_name: 'Sam',
  eta: '10:15 AM',
  tracking_link: 'https://app.example.com/track/7Qm…',
  job_number: 'JOB-0042',
  quote_number: 'Q-0107',
  amount: '$1,240.00',
  invoice_number: 'INV-0093',
  amount_due: '$385.00',
  due_date: 'Dec 4',
  link: 'https://app.example.com/portal/…',
  review_url: 'https://g.page/r/your-business/review',
};

export const MESSAGING_SETTINGS_MESSAGES = {
  templateRequired: 'Template is required',
  templateTooLong: `Template must be at most ${MESSAGE_BODY_MAX} characters`,
  unknownVariable: (name: string) => `Unknown variable {${name}}`,
  timeFormat: 'Use a time like 21:00',
  reviewUrl: 'Review URL must be a web address (https://…)',
  minValue: 'Minimum job value must be an amount like 150.00',
  oncePer: 'Once per client must be between 1 and 3650 days',
  country: 'Country must be a two-letter code such as US',
  reviewNeedsUrl: 'Set a review URL before switching review requests on',
  reviewTrigger: 'Send after must be completed or paid',
} as const;

export const automationSchema = z.object({
  enabled: z.boolean(),
  template: z.string(),
  /** Hours or days (AUTOMATION_OFFSETS says which), ascending. */
  offsets: z.array(z.number()),
});
export type Automation = z.output<typeof automationSchema>;

const timeOfDay = z
  .string({ error: MESSAGING_SETTINGS_MESSAGES.timeFormat })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGING_SETTINGS_MESSAGES.timeFormat);

/** GET /api/admin/messaging: the organization's settings with every automation (defaults filled in). */
export const messagingSettingsSchema = z.object({
  quietStart: z.string(),
  quietEnd: z.string(),
  country: z.string(),
  reviewUrl: z.string().nullable(),
  marketingNeedsOptIn: z.boolean(),
  /** Review requests only for jobs worth at least this (a decimal string), null: any job. */
  reviewMinJobValue: z.string().nullable(),
  /** At most one review request per client in this many days. */
  reviewOncePerDays: z.number(),
  reviewTrigger: z.enum(REVIEW_TRIGGERS),
  automations: z.object(
    Object.fromEntries(AUTOMATION_KINDS.map((k) => [k, automationSchema])) as Record<
      AutomationKind,
      typeof automationSchema
    >,
  ),
  /** Texts go out through Twilio (the organization's card or the server's account); false: captured. */
  providerConfigured: z.boolean(),
  /** What `{company_name}` becomes (Settings → Company, else the organization's name): for the preview. */
  companyName: z.string(),
});
export type MessagingSettings = z.output<typeof messagingSettingsSchema>;

/** One automation's change (the settings screen's form per automation validates with it too). */
export function automationPatchSchema(kind: AutomationKind) {
  const offsets = AUTOMATION_OFFSETS[kind];
  const allowed = new Set(AUTOMATION_VARIABLES[kind]);
  return z
    .object({
      enabled: z.boolean().optional(),
      template: z
        .string({ error: MESSAGING_SETTINGS_MESSAGES.templateRequired })
        .trim()
        .min(1, MESSAGING_SETTINGS_MESSAGES.templateRequired)
        .max(MESSAGE_BODY_MAX, MESSAGING_SETTINGS_MESSAGES.templateTooLong)
        .superRefine((t, ctx) => {
          const unknown = templateVariables(t).find((v) => !allowed.has(v));
          if (unknown)
            ctx.addIssue({ code: 'custom', message: MESSAGING_SETTINGS_MESSAGES.unknownVariable(unknown) });
        })
        .optional(),
      offsets: offsets
        ? z
            .array(
              z
                .number({ error: `Each offset must be a whole number of ${offsets.unit}` })
                .int(`Each offset must be a whole number of ${offsets.unit}`)
                .min(offsets.min, `Offsets are ${offsets.min} to ${offsets.limit} ${offsets.unit}`)
                .max(offsets.limit, `Offsets are ${offsets.min} to ${offsets.limit} ${offsets.unit}`),
            )
            .max(offsets.max, `At most ${offsets.max} ${offsets.max === 1 ? 'offset' : 'offsets'}`)
            .refine((o) => new Set(o).size === o.length, 'Offsets must differ')
            .transform((o) => [...o].sort((a, b) => a - b))
            .optional()
        : z.array(z.number()).max(0, 'This automation has no offsets').optional(),
    })
    .strict();
}

/** PATCH /api/admin/messaging: any subset; an automation's fields each optional. */
export const messagingSettingsPatchSchema = z
  .object({
    quietStart: timeOfDay.optional(),
    quietEnd: timeOfDay.optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, MESSAGING_SETTINGS_MESSAGES.country)
      .optional(),
    reviewUrl: z
      .url({ protocol: /^https?$/, error: MESSAGING_SETTINGS_MESSAGES.reviewUrl })
      .max(500, MESSAGING_SETTINGS_MESSAGES.reviewUrl)
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    marketingNeedsOptIn: z.boolean().optional(),
    reviewMinJobValue: z
      .string()
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, MESSAGING_SETTINGS_MESSAGES.minValue)
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    reviewOncePerDays: z
      .number({ error: MESSAGING_SETTINGS_MESSAGES.oncePer })
      .int(MESSAGING_SETTINGS_MESSAGES.oncePer)
      .min(1, MESSAGING_SETTINGS_MESSAGES.oncePer)
      .max(3650, MESSAGING_SETTINGS_MESSAGES.oncePer)
      .optional(),
    reviewTrigger: z.enum(REVIEW_TRIGGERS, { error: MESSAGING_SETTINGS_MESSAGES.reviewTrigger }).optional(),
    automations: z
      .object(
        Object.fromEntries(AUTOMATION_KINDS.map((k) => [k, automationPatchSchema(k).optional()])) as Record<
          AutomationKind,
          z.ZodOptional<ReturnType<typeof automationPatchSchema>>
        >,
      )
      .strict()
      .optional(),
  })
  .strict();
export type MessagingSettingsPatch = z.input<typeof messagingSettingsPatchSchema>;

/** Why an automation did not send (the log shows it beside a skipped text). */
export const AUTOMATION_SKIP_REASONS = {
  noPhone: 'No mobile number',
  noReviewUrl: 'No review URL set',
  belowMinimum: 'Job below the minimum value',
  recentReview: 'Asked for a review recently',
  alreadyPaid: 'Already paid',
  alreadyApproved: 'Quote no longer waiting',
  jobStarted: 'Job already started',
} as const;
