import { SIGN_OFF_MESSAGES } from '@tradeworks/contracts/job-sign-off';
import { validation } from '../../http/app-error';

/** Coded errors of a job's customer sign-off. */
export const SignOffErrors = {
  signature: () => validation(SIGN_OFF_MESSAGES.signature, { signatureDataUrl: SIGN_OFF_MESSAGES.signature }),
};
