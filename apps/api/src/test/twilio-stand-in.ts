import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../platform/sms/twilio-signature';

/**
 * A local HTTP server speaking the part of Twilio's REST API we call — `POST /2010-04-01/Accounts/{Sid}/
 * Messages.json` with form-encoded To, From or MessagingServiceSid, Body and StatusCallback, HTTP basic auth
 * with the account SID and auth token, JSON answers shaped like Twilio's (a message resource, or
 * `{code, message, more_info, status}`) — and Twilio's side of the webhooks: status callbacks and inbound
 * messages posted form-encoded and signed with X-Twilio-Signature (twilio-signature.ts, checked against
 * Twilio's documented example). `failNext` makes the next calls answer 5xx (an outage); numbers ending 0000
 * are refused as invalid (21211), as Twilio refuses numbers it cannot text.
 */

export interface StandInMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  messagingServiceSid: string | null;
  body: string;
  status: string;
  statusCallback: string | null;
}

export interface WebhookResult {
  status: number;
  body: string;
}

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const E164 = /^\+[1-9]\d{6,14}$/;

export class TwilioStandIn {
  readonly messages: StandInMessage[] = [];
  /** Every API request as received (method, path, form), including refused ones. */
  readonly requests: Array<{ method: string; path: string; form: Record<string, string> }> = [];
  private failures: number[] = [];
  /** MMS media by ME… SID: served under the message's Media resource (basic auth), then from the "CDN". */
  private readonly media = new Map<string, { contentType: string; bytes: Buffer }>();
  private readonly server = createServer((req, res) => void this.handle(req, res));

  private constructor(
    readonly accountSid: string,
    readonly authToken: string,
  ) {}

  static async start(
    accountSid = sid('AC'),
    authToken = randomBytes(16).toString('hex'),
  ): Promise<TwilioStandIn> {
    const standIn = new TwilioStandIn(accountSid, authToken);
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next `count` API calls answer `status` (default 500) with Twilio's error body. */
  failNext(count: number, status = 500): void {
    for (let i = 0; i < count; i++) this.failures.push(status);
  }

  /** Twilio reporting a message's progress to its StatusCallback, signed with the account's token. */
  async reportStatus(
    messageSid: string,
    status: 'sent' | 'delivered' | 'undelivered' | 'failed',
    options: { errorCode?: string; token?: string; signature?: string | null } = {},
  ): Promise<WebhookResult> {
    const message = this.messages.find((m) => m.sid === messageSid);
    if (!message?.statusCallback) throw new Error(`no status callback for ${messageSid}`);
    message.status = status;
    const params: Record<string, string> = {
      AccountSid: message.accountSid,
      ApiVersion: '2010-04-01',
      From: message.from,
      MessageSid: message.sid,
      MessageStatus: status,
      SmsSid: message.sid,
      SmsStatus: status,
      To: message.to,
      ...(options.errorCode ? { ErrorCode: options.errorCode } : {}),
    };
    return this.post(message.statusCallback, params, options);
  }

  /** A text from a phone to one of the account's numbers, posted to the number's messaging webhook. */
  async sendInbound(
    webhookUrl: string,
    text: {
      from: string;
      to: string;
      body: string;
      messageSid?: string;
      /** MMS parts, served by this stand-in; `directHost` names its CDN URL on another host (an off-origin URL). */
      media?: Array<{ contentType: string; bytes: Buffer; directHost?: string }>;
    },
    options: { token?: string; signature?: string | null } = {},
  ): Promise<WebhookResult & { messageSid: string }> {
    const messageSid = text.messageSid ?? sid(text.media?.length ? 'MM' : 'SM');
    const mediaParams: Record<string, string> = {};
    for (const [i, part] of (text.media ?? []).entries()) {
      const mediaSid = sid('ME');
      this.media.set(mediaSid, { contentType: part.contentType, bytes: part.bytes });
      mediaParams[`MediaUrl${i}`] = part.directHost
        ? `${this.url.replace('127.0.0.1', part.directHost)}/cdn/${mediaSid}`
        : `${this.url}/2010-04-01/Accounts/${this.accountSid}/Messages/${messageSid}/Media/${mediaSid}`;
      mediaParams[`MediaContentType${i}`] = part.contentType;
    }
    const params: Record<string, string> = {
      AccountSid: this.accountSid,
      ApiVersion: '2010-04-01',
      Body: text.body,
      From: text.from,
      MessageSid: messageSid,
      NumMedia: String(text.media?.length ?? 0),
      ...mediaParams,
      NumSegments: '1',
      SmsMessageSid: messageSid,
      SmsSid: messageSid,
      SmsStatus: 'received',
      To: text.to,
    };
    return { ...(await this.post(webhookUrl, params, options)), messageSid };
  }

  /** Posts form params signed the way Twilio signs (or with `signature`: a forgery; null: unsigned). */
  async post(
    url: string,
    params: Record<string, string>,
    options: { token?: string; signature?: string | null } = {},
  ): Promise<WebhookResult> {
    const signature =
      options.signature === undefined
        ? twilioSignature(options.token ?? this.authToken, url, params)
        : options.signature;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'TwilioProxy/1.1',
        ...(signature === null ? {} : { 'x-twilio-signature': signature }),
      },
      body: new URLSearchParams(params).toString(),
    });
    return { status: response.status, body: await response.text() };
  }

  /** HTTP basic auth with the account SID and auth token, on the account's own path. */
  private authorized(req: IncomingMessage, pathAccount: string | undefined): boolean {
    const [user, password] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    return user === this.accountSid && password === this.authToken && pathAccount === this.accountSid;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    this.requests.push({ method: req.method ?? '', path, form });
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      send(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

    // Twilio's media: the Media resource (basic auth) redirects to a short-lived CDN URL without auth.
    const mediaPath = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\/[^/]+\/Media\/(ME[0-9a-f]+)$/.exec(path);
    if (mediaPath && req.method === 'GET') {
      if (!this.authorized(req, mediaPath[1])) return error(401, 20003, 'Authenticate');
      res.writeHead(307, { location: `/cdn/${mediaPath[2]}` });
      return void res.end();
    }
    const cdn = /^\/cdn\/(ME[0-9a-f]+)$/.exec(path);
    if (cdn && req.method === 'GET') {
      const part = this.media.get(cdn[1]);
      if (!part) return error(404, 20404, 'The requested resource was not found');
      res.writeHead(200, { 'content-type': part.contentType, 'content-length': part.bytes.length });
      return void res.end(part.bytes);
    }
    const failure = this.failures.shift();
    if (failure) return error(failure, 20500, 'Internal Server Error');
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (!match || req.method !== 'POST') return error(404, 20404, 'The requested resource was not found');
    if (!this.authorized(req, match[1])) return error(401, 20003, 'Authenticate');
    if (!form.To || !E164.test(form.To) || form.To.endsWith('0000'))
      return error(400, 21211, `The 'To' number ${form.To ?? ''} is not a valid phone number.`);
    if (!form.From && !form.MessagingServiceSid)
      return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message");
    if (!form.Body) return error(400, 21602, 'Message body is required.');
    const message: StandInMessage = {
      sid: sid('SM'),
      accountSid: this.accountSid,
      to: form.To,
      // A messaging service picks a number of its pool.
      from: form.From ?? '+15005550006',
      messagingServiceSid: form.MessagingServiceSid ?? null,
      body: form.Body,
      status: 'queued',
      statusCallback: form.StatusCallback ?? null,
    };
    this.messages.push(message);
    send(201, {
      sid: message.sid,
      account_sid: message.accountSid,
      to: message.to,
      from: message.messagingServiceSid ? null : message.from,
      messaging_service_sid: message.messagingServiceSid,
      body: message.body,
      status: message.status,
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${message.accountSid}/Messages/${message.sid}.json`,
    });
  }
}
