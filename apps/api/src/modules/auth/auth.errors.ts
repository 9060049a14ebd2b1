import { AppError, notFound } from '../../http/app-error';
import { retryText } from '../../platform/auth/sign-in-throttle';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVITATION_INVALID = 'This link is invalid or has expired.';
export const OIDC_EMAIL_MISSING =
  'Your sign-in provider did not share an e-mail address, so we cannot sign you in.';
export const OIDC_EMAIL_NOT_VERIFIED =
  'Your e-mail address is not verified with your sign-in provider. Verify it there and try again.';
export const OIDC_ALREADY_LINKED = 'This e-mail address is already linked to a different sign-in account.';

/** Coded errors of signing in, invitations and single sign-on. */
export const AuthErrors = {
  invalidCredentials: () => new AppError('UNAUTHORIZED', INVALID_CREDENTIALS),
  invitationInvalid: () => new AppError('NOT_FOUND', INVITATION_INVALID),
  organizationNotFound: () => notFound('Organization'),
  oidcEmailMissing: () => new AppError('UNAUTHORIZED', OIDC_EMAIL_MISSING),
  oidcEmailNotVerified: () => new AppError('UNAUTHORIZED', OIDC_EMAIL_NOT_VERIFIED),
  oidcAlreadyLinked: () => new AppError('CONFLICT', OIDC_ALREADY_LINKED),
};

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts.';

/** 429 with the wait in the message and a Retry-After header (set by the error handler). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    what: string = TOO_MANY_SIGN_INS,
  ) {
    super('RATE_LIMITED', `${what} ${retryText(retryAfterSeconds)}`);
  }
}
