import { signatureDataUrlSchema } from '@tradeworks/contracts/job-sign-off';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A drawn signature: the data URL must be a PNG by its bytes, not only by what it says it is. */
export function isPngDataUrl(value: string): boolean {
  if (!signatureDataUrlSchema.safeParse(value).success) return false;
  const bytes = Buffer.from(value.slice(value.indexOf(',') + 1), 'base64');
  return bytes.length > PNG_MAGIC.length && bytes.subarray(0, 8).equals(PNG_MAGIC);
}
