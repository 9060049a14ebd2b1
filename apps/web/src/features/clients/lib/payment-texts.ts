import { PAYMENTS_CONTACT_SUPPORT, PAYMENTS_UNAVAILABLE } from '@tradeworks/contracts/payment-methods';

/** Spec part 1 §8 "Payment setup" texts, word for word. */
export const PAYMENT_TEXT = {
  unavailable: PAYMENTS_UNAVAILABLE,
  contactSupport: PAYMENTS_CONTACT_SUPPORT,
  setupErrorTitle: 'Setup Error',
  setupErrorFallback: 'Failed to initialize payment setup',
  connectionErrorTitle: 'Connection Error',
  connectionError: 'Unable to connect to payment processor. Please try again.',
  noSecret: 'Unable to initialize payment form. Please try again.',
  notReady: 'Stripe is not ready. Please try again.',
  setupFailedTitle: 'Payment Method Setup Failed',
  saveFallback: 'Failed to save payment method',
  unexpected: 'An unexpected error occurred. Please try again.',
  addedTitle: 'Payment Method Added',
  added: 'Your payment method has been securely saved.',
  saveClientFirst: 'Save the client first, then you can add payment methods for billing and invoicing.',
  empty: 'No payment methods added yet.',
} as const;
