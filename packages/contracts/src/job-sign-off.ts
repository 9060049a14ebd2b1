import { z } from 'zod';
import { optionalText } from './catalogue-fields';
import { deviceTimeSchema, devicePositionFields } from './field-moment';

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
} as const;

/** A PNG data URL of at most SIGNATURE_MAX_BYTES; the server also checks the bytes are a PNG. */
export const signatureDataUrlSchema = z
  .string({ error: SIGN_OFF_MESSAGES.signature })
  .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32, 'The signature is too large')
  .regex(PNG_DATA_URL, SIGN_OFF_MESSAGES.signature);

/** The sign-off fields of Complete: `{signatureDataUrl?, signerName?, customerNotPresent?}`. */
export const signOffFields = {
  signatureDataUrl: signatureDataUrlSchema.nullish(),
  signerName: optionalText(100),
  customerNotPresent: z.boolean().optional(),
};

/** A signature needs the signer's printed name; a signed job is not also "customer not present". */
export function refineSignOff(
  body: { signatureDataUrl?: string | null; signerName?: string | null; customerNotPresent?: boolean },
  ctx: z.RefinementCtx,
) {
  if (body.signatureDataUrl && !body.signerName)
    ctx.addIssue({ code: 'custom', path: ['signerName'], message: SIGN_OFF_MESSAGES.signerName });
  if (body.signatureDataUrl && body.customerNotPresent)
    ctx.addIssue({
      code: 'custom',
      path: ['customerNotPresent'],
      message: SIGN_OFF_MESSAGES.notPresentAndSigned,
    });
}

/**
 * Complete: `{notes, signatureDataUrl?, signerName?, customerNotPresent?}`, plus the tap's time and position
 * when it comes from the technician's device.
 */
export const completeWithSignOffSchema = z
  .object({ notes: optionalText(5000), ...signOffFields, ...devicePositionFields, at: deviceTimeSchema })
  .superRefine(refineSignOff);

/** The sign-off as shown on the job page and the work order (the drawn signature as its PNG data URL). */
export const jobSignOffSchema = z.object({
  signerName: z.string().nullable(),
  signatureDataUrl: z.string().nullable(),
  customerNotPresent: z.boolean(),
  signed: z.boolean(),
  signedAt: z.string(),
});
export type JobSignOff = z.infer<typeof jobSignOffSchema>;
