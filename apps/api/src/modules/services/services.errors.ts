import { SERVICE_MESSAGES } from '@tradeworks/contracts/services';
import { AppError } from '../../http/app-error';

/** Coded errors of the services catalogue. */
export const ServiceErrors = {
  partMessage: SERVICE_MESSAGES.partNeedsInventory,
  notFound: () => new AppError('NOT_FOUND', 'Service not found'),
  invalidParts: (fieldErrors: Record<string, string>) =>
    new AppError('VALIDATION', SERVICE_MESSAGES.partNeedsInventory, fieldErrors),
  inUse: (name: string, places: string[]) =>
    new AppError(
      'CONFLICT',
      `${name} is used on ${places.join(' and ')} and cannot be deleted. Mark it as inactive instead.`,
    ),
};
