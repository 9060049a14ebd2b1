import { ERROR_STATUS, type ErrorCode } from '@tradeworks/contracts/errors';

/** The one error class of the API; the error handler turns it into HTTP. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Record') => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', message);
export const validation = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('VALIDATION', message, fieldErrors);
