import { z } from 'zod';
import { optionalText } from './catalogue-fields';

/**
 * The customer's sign-off when a job is completed (issue 35): a signature drawn on the phone with the signer's
 * printed name, or "customer not present". Sent with Complete (from /my-day, also offline, or from the office).
 */

/** A drawn signature: a PNG data URL (a phone's canvas gives 20–60 KB). */
export const SIGNATURE_MAX_BYTES = 200_000;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const SIGN_OFF_MESSAGES = {
  signature: 'Draw the signature',
  signerName: "Enter the signer's name",
  notPresentAndSigned: 'A job is either signed or marked "customer not present", not both',
  at: 'Must be a time no later than now',
} as const;

/** A PNG data URL of at most SIGNATURE_MAX_BYTES; the server also checks the bytes are a PNG. */
export const signatureDataUrlSchema = z
  .string({ error: SIGN_OFF_MESSAGES.signature })
  .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32, 'The signature is too large')
  .regex(PNG_DATA_URL, SIGN_OFF_MESSAGES.signature);

/**
 * When the technician tapped the action on the device (the offline queue sends it later): the job's times and
 * the time entries use it. Never later than the server's now (a little clock skew is allowed for).
 */
export const deviceTimeSchema = z.iso.datetime({ offset: true, error: SIGN_OFF_MESSAGES.at }).optional();

/** Complete: `{notes, signatureDataUrl?, signerName?, customerNotPresent?}` (plus `at` from the device). */
export const completeWithSignOffSchema = z
  .object({
    notes: optionalText(5000),
    signatureDataUrl: signatureDataUrlSchema.nullish(),
    signerName: optionalText(100),
    customerNotPresent: z.boolean().optional(),
    at: deviceTimeSchema,
  })
  .superRefine((body, ctx) => {
    if (body.signatureDataUrl && !body.signerName)
      ctx.addIssue({ code: 'custom', path: ['signerName'], message: SIGN_OFF_MESSAGES.signerName });
    if (body.signatureDataUrl && body.customerNotPresent)
      ctx.addIssue({
        code: 'custom',
        path: ['customerNotPresent'],
        message: SIGN_OFF_MESSAGES.notPresentAndSigned,
      });
  });
export type CompleteWithSignOffBody = z.input<typeof completeWithSignOffSchema>;
export type CompleteWithSignOffData = z.output<typeof completeWithSignOffSchema>;

/** The sign-off as shown on the job page (the signature image has its own URL). */
export const jobSignOffSchema = z.object({
  signerName: z.string().nullable(),
  customerNotPresent: z.boolean(),
  signed: z.boolean(),
  signedAt: z.string(),
});
export type JobSignOff = z.infer<typeof jobSignOffSchema>;
