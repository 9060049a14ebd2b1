import { WEBHOOK_MESSAGES } from '@tradeworks/contracts/webhooks';
import { AppError, validation } from '../../http/app-error';
import { OUTBOUND_REFUSED_MESSAGE } from '../../platform/outbound/outbound-address';

/** Coded errors of webhooks. */
export const WebhookErrors = {
  notFound: () => new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound),
  deliveryNotFound: () => new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound),
  httpsRequired: () => validation(WEBHOOK_MESSAGES.httpsRequired, { url: WEBHOOK_MESSAGES.httpsRequired }),
  addressRefused: () => validation(OUTBOUND_REFUSED_MESSAGE, { url: OUTBOUND_REFUSED_MESSAGE }),
};
