import { AppError } from '../../http/app-error';
import { AGREEMENT_MESSAGES } from '@tradeworks/contracts/service-agreements';

/** Coded errors of service agreements. */
export const AgreementErrors = {
  notFound: () => new AppError('NOT_FOUND', 'Service agreement not found'),
  clientNotFound: () =>
    new AppError('VALIDATION', 'Selected client was not found', {
      clientId: 'Selected client was not found',
    }),
  unknownService: (index: number) =>
    new AppError('VALIDATION', 'Choose an active service from the catalogue', {
      [`services.${index}.serviceId`]: 'Choose an active service from the catalogue',
    }),
  endAfterStart: () =>
    new AppError('VALIDATION', AGREEMENT_MESSAGES.endAfterStart, {
      endDate: AGREEMENT_MESSAGES.endAfterStart,
    }),
  perVisitNeedsFrequency: () =>
    new AppError('VALIDATION', AGREEMENT_MESSAGES.perVisitNeedsFrequency, {
      billingSchedule: AGREEMENT_MESSAGES.perVisitNeedsFrequency,
    }),
  notEditable: (number: string) =>
    new AppError('CONFLICT', `Service agreement ${number} is cancelled: reactivate it before changing it.`),
  hasHistory: (number: string) =>
    new AppError(
      'CONFLICT',
      `Service agreement ${number} cannot be deleted: visits were done or invoices were sent or paid under it. Cancel it instead.`,
    ),
  notRenewable: (number: string, status: string) =>
    new AppError(
      'CONFLICT',
      `Service agreement ${number} is ${status}: only active or expired agreements can be renewed.`,
    ),
  alreadyRenewed: (number: string, next: string | null) =>
    new AppError('CONFLICT', `Service agreement ${number} was already renewed${next ? ` as ${next}` : ''}.`),
};
