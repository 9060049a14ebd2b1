import { MESSAGE_MESSAGES } from '@tradeworks/contracts/messages';
import { TRACKING_MESSAGES } from '@tradeworks/contracts/tracking';
import { AppError, conflict, forbidden, notFound, validation } from '../../http/app-error';

/** Coded errors of messaging. */
export const MessageErrors = {
  /** 403: a webhook without a valid X-Twilio-Signature (forged, unsigned, or signed for another URL). */
  badSignature: () => forbidden('Invalid Twilio signature'),
  webhookField: (field: string) => validation(`${field} is required`, { [field]: `${field} is required` }),
  threadNotFound: () => notFound('Thread'),
  clientNotFound: () => notFound('Client'),
  photoNotFound: () => notFound('Photo'),
  /** One answer for unknown, expired and finished links alike. */
  trackingNotFound: () => new AppError('NOT_FOUND', TRACKING_MESSAGES.notFound),
  noPhone: () => validation(MESSAGE_MESSAGES.noPhone, { clientId: MESSAGE_MESSAGES.noPhone }),
  optedOut: () => conflict(MESSAGE_MESSAGES.optedOut),
  settingsField: (field: string, message: string) => validation(message, { [field]: message }),
  notAMember: () =>
    new AppError('VALIDATION', 'Choose a member of this organization', {
      assigneeUserId: 'Choose a member of this organization',
    }),
};
