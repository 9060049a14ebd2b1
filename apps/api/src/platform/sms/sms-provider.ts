/** One text handed to a provider. `from` is an E.164 number or a messaging service id (Twilio's MG…). */
export interface OutgoingSms {
  to: string;
  from: string;
  body: string;
  /** Where the provider reports delivery (queued → sent → delivered / failed); none without PUBLIC_URL. */
  statusCallback?: string;
}

export interface SmsSendResult {
  /** The provider's id of the message (Twilio's SM… SID). */
  providerMessageId: string;
  /** The sender the provider used (a messaging service picks a number from its pool). */
  from: string | null;
}

/**
 * A refusal or failure of the provider. `retryable`: worth another try later (network, 5xx, 429). Otherwise
 * the text will never go (invalid number, unsubscribed recipient, bad credentials).
 */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The provider's error code (Twilio: 21211 invalid To, 21610 unsubscribed recipient, …). */
    readonly code?: number,
  ) {
    super(message);
  }
}

/** Where the SMS channel hands texts: Twilio's REST API, or anything speaking this interface. */
export interface SmsProvider {
  send(sms: OutgoingSms): Promise<SmsSendResult>;
}
