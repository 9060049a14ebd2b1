import type { JobSignOff } from '@tradeworks/contracts/job-sign-off';
import type { TenantScope } from '../../db/client';
import { isPngDataUrl } from '../../platform/images/png-data-url';
import { SignOffErrors } from './sign-offs.errors';
import { findSignOff, upsertSignOff } from './sign-offs.repository';

export interface SignOffInput {
  signatureDataUrl?: string | null;
  signerName?: string | null;
  customerNotPresent?: boolean;
}

/** Whether Complete carried a sign-off at all. */
export const hasSignOff = (input: SignOffInput) =>
  Boolean(input.signatureDataUrl) || input.customerNotPresent === true;

/**
 * Keeps the customer's sign-off of a job being completed, in the completion's transaction: the drawn signature
 * (a PNG by its bytes, else 400) with the printed name, or "customer not present". Nothing when neither came.
 */
export async function recordSignOff(
  scope: TenantScope,
  jobId: string,
  input: SignOffInput,
  signedAt: Date,
): Promise<'signed' | 'not-present' | null> {
  if (!hasSignOff(input)) return null;
  if (input.signatureDataUrl && !isPngDataUrl(input.signatureDataUrl)) throw SignOffErrors.signature();
  await upsertSignOff(scope, {
    jobId,
    signerName: input.signatureDataUrl ? (input.signerName ?? null) : null,
    signatureData: input.signatureDataUrl ?? null,
    customerNotPresent: !input.signatureDataUrl && input.customerNotPresent === true,
    signedAt,
    recordedBy: scope.userId,
  });
  return input.signatureDataUrl ? 'signed' : 'not-present';
}

/** The job's sign-off as the job page, the work order and the portal show it; null before Complete. */
export async function readSignOff(scope: TenantScope, jobId: string): Promise<JobSignOff | null> {
  const row = await findSignOff(scope, jobId);
  if (!row) return null;
  return {
    signerName: row.signerName,
    signatureDataUrl: row.signatureData,
    customerNotPresent: row.customerNotPresent,
    signed: row.signatureData !== null,
    signedAt: row.signedAt.toISOString(),
  };
}
