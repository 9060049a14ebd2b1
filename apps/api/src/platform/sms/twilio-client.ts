import { SmsProviderError, type OutgoingSms, type SmsProvider, type SmsSendResult } from './sms-provider';

export const TWILIO_API_URL = 'https://api.twilio.com';

export interface TwilioCredentials {
  /** AC… */
  accountSid: string;
  authToken: string;
  /** Base URL of the REST API (TWILIO_API_URL; a local stand-in in tests). */
  apiUrl: string;
}

/** A send must finish well inside the worker's 10-minute 'sending' lease. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Twilio's Messages resource over plain HTTPS: `POST /2010-04-01/Accounts/{Sid}/Messages.json`, form-encoded,
 * HTTP basic auth with the account SID and auth token, JSON answers (`{sid, status, from, …}` or
 * `{code, message, status}` on error). A sender starting with MG is a messaging service.
 */
export function createTwilioProvider(credentials: TwilioCredentials): SmsProvider {
  const base = credentials.apiUrl.replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64');
  return {
    async send(sms: OutgoingSms): Promise<SmsSendResult> {
      const form = new URLSearchParams({ To: sms.to, Body: sms.body });
      form.set(/^MG[0-9a-f]{32}$/i.test(sms.from) ? 'MessagingServiceSid' : 'From', sms.from);
      if (sms.statusCallback) form.set('StatusCallback', sms.statusCallback);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new SmsProviderError(`Twilio could not be reached: ${reason}`, true);
      }
      const answer = (await response.json().catch(() => null)) as TwilioAnswer | null;
      if (!response.ok) {
        const code = typeof answer?.code === 'number' ? answer.code : undefined;
        const text = answer?.message ?? `HTTP ${response.status}`;
        const retryable = response.status >= 500 || response.status === 429;
        throw new SmsProviderError(`Twilio ${code ?? response.status}: ${text}`, retryable, code);
      }
      if (!answer?.sid) throw new SmsProviderError('Twilio answered without a message id', true);
      return { providerMessageId: answer.sid, from: answer.from ?? null };
    },
  };
}

interface TwilioAnswer {
  sid?: string;
  status?: string;
  from?: string | null;
  code?: number;
  message?: string;
}
