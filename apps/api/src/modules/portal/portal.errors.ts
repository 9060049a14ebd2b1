import { PORTAL_MESSAGES, PORTAL_SLOT_TAKEN } from '@tradeworks/contracts/portal';
import { AppError, conflict, notFound, unauthorized, validation } from '../../http/app-error';

/**
 * Coded errors of the customer portal and of the staff's portal links. What a client may not see answers the
 * same 404 as what does not exist; the client's messages are in the client's language.
 */
export const PortalErrors = {
  /** A feature switched off in Customer Portal settings: as if its routes did not exist. */
  featureOff: () => new AppError('NOT_FOUND', 'Not found'),
  quoteNotFound: () => notFound('Quote'),
  invoiceNotFound: () => notFound('Invoice'),
  paymentNotFound: () => notFound('Payment'),
  clientNotFound: () => notFound('Client'),
  jobNotFound: () => notFound('Service job'),
  photoNotFound: () => notFound('Photo'),
  linkInvalid: () => unauthorized(PORTAL_MESSAGES.linkInvalid),
  portalOff: () =>
    conflict('The customer portal is turned off. Turn it on in Settings → Customer Portal first.'),
  clientHasNoEmail: (clientName: string) =>
    validation(`${clientName} has no e-mail address. Add one to the client first.`, {
      email: 'Client has no e-mail address',
    }),
  quoteExpired: (when: string, company: string) =>
    conflict(
      `This quote expired${when}, so it can no longer be approved online. Please contact ${company} for an updated quote.`,
    ),
  quoteAlreadyApproved: () => conflict('You have already approved this quote. Thank you!'),
  quoteDeclined: (company: string) =>
    conflict(`You declined this quote. Please contact ${company} if you have changed your mind.`),
  invoiceNotPayable: (invoiceNumber: string, status: string) =>
    conflict(`Invoice ${invoiceNumber} is ${status} and cannot be paid online`),
  preferredDatePast: () =>
    validation('Choose a day from today on', { preferredDate: 'Choose a day from today on' }),
  slotNotOffered: () => validation('Choose an offered time', { start: 'Choose an offered time' }),
  slotTaken: () => conflict(PORTAL_SLOT_TAKEN),
  /** Too many, too large, or not an image: the message the form shows under Photos. */
  photosRefused: (message: string) => validation(message, { photos: message }),
};
