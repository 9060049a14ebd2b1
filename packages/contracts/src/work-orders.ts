import { z } from 'zod';

/**
 * POST /api/service-jobs/{id}/work-order/email: the job's work order PDF e-mailed through the outbox. `to` defaults
 * to the client's e-mail address; `message` is added above the standard text.
 */
export const workOrderEmailSchema = z.object({
  to: z
    .email({ error: 'Enter a valid e-mail address' })
    .max(254)
    .nullish()
    .transform((v) => v ?? null),
  message: z
    .string()
    .trim()
    .max(2000, 'Must be at most 2000 characters')
    .nullish()
    .transform((v) => v || null),
});
export type WorkOrderEmailBody = z.input<typeof workOrderEmailSchema>;

export const workOrderEmailSentSchema = z.object({
  emailId: z.string(),
  to: z.string(),
});
export type WorkOrderEmailSent = z.infer<typeof workOrderEmailSentSchema>;

export const WORK_ORDER_MESSAGES = {
  noEmail: (client: string) => `${client} has no e-mail address. Enter one to send the work order to.`,
} as const;
