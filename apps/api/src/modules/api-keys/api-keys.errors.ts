import { API_KEY_MESSAGES } from '@tradeworks/contracts/api-keys';
import { AppError, forbidden } from '../../http/app-error';

/** Coded errors of API keys. */
export const ApiKeyErrors = {
  notFound: () => new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound),
  beyondCaller: (fieldErrors: Record<string, string>) =>
    new AppError('VALIDATION', API_KEY_MESSAGES.scopeBeyondCaller, fieldErrors),
  expiryInPast: () =>
    new AppError('VALIDATION', API_KEY_MESSAGES.expiryInPast, { expiresAt: API_KEY_MESSAGES.expiryInPast }),
  keysCannotManageKeys: () => forbidden(API_KEY_MESSAGES.keysCannotManageKeys),
  notAMember: () => forbidden('Only members of the organization can create API keys'),
};
