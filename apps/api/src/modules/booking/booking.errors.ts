import { BOOKING_MESSAGES } from '@tradeworks/contracts/booking';
import { AppError } from '../../http/app-error';

/** Coded errors of online booking. The public page's 404 is the same for "no such organization" and "off". */
export const BookingErrors = {
  pageNotFound: () => new AppError('NOT_FOUND', 'Booking page not found'),
  serviceNotBookable: () => new AppError('NOT_FOUND', BOOKING_MESSAGES.serviceNotBookable),
  slotNotOffered: () =>
    new AppError('VALIDATION', BOOKING_MESSAGES.slotNotOffered, {
      slotStart: BOOKING_MESSAGES.slotNotOffered,
    }),
  tooFast: () => new AppError('VALIDATION', BOOKING_MESSAGES.tooFast),
  dailyCap: () => new AppError('RATE_LIMITED', BOOKING_MESSAGES.dailyCap),
};
