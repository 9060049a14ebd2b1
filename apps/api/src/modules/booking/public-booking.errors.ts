import { BOOKING_MESSAGES } from '@tradeworks/contracts/booking';
import { PUBLIC_BOOKING_MESSAGES, type PublicSlot } from '@tradeworks/contracts/public-booking';
import { AppError, validation } from '../../http/app-error';

/** The 409 of a booking whose window was just taken; the route answers it with the next free windows. */
export class SlotTakenError extends AppError {
  constructor(readonly nextSlots: PublicSlot[]) {
    super('CONFLICT', BOOKING_MESSAGES.slotTaken);
  }
}

/** Coded errors of the public booking page. An organization without online booking is not found. */
export const PublicBookingErrors = {
  notFound: () => new AppError('NOT_FOUND', 'Not found'),
  serviceNotBookable: () =>
    validation(BOOKING_MESSAGES.serviceNotBookable, { serviceId: BOOKING_MESSAGES.serviceNotBookable }),
  slotNotOffered: () =>
    validation(BOOKING_MESSAGES.slotNotOffered, { slotStart: BOOKING_MESSAGES.slotNotOffered }),
  /** The honeypot was filled in or the form was sent too fast: the same answer for both. */
  spam: () => validation(PUBLIC_BOOKING_MESSAGES.spam),
  dailyCap: () => new AppError('RATE_LIMITED', BOOKING_MESSAGES.dailyCap),
};
