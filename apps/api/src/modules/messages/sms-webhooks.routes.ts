import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { smsWebhookResultSchema } from '@tradeworks/contracts/messages';
import { publicBaseUrl } from '../../http/client-info';
import { defineRoute } from '../../http/route';
import { serverSmsConfig } from '../../platform/sms/tenant-sms';
import { receiveInboundText, receiveStatusCallback, type SignedWebhook } from './sms-webhooks.service';

const formParams = z.record(z.string(), z.string());
const inboundQuery = z.object({ tenant: z.string().max(100).optional() });

/** The request as Twilio signed it: the public URL it called (PUBLIC_URL + path and query) and its form. */
function signedWebhook(req: FastifyRequest, params: Record<string, string>): SignedWebhook {
  const signature = req.headers['x-twilio-signature'];
  return {
    url: `${publicBaseUrl(req)}${req.url}`,
    params,
    signature: typeof signature === 'string' ? signature : undefined,
  };
}

/**
 * Twilio's webhooks: no session, exempt from the same-origin guard, authentic only with a valid
 * X-Twilio-Signature. Twilio posts form-encoded parameters, parsed here (first value of each name).
 */
export function registerSmsWebhookRoutes(app: FastifyInstance): void {
  void app.register(async (scoped) => {
    scoped.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        const params: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(body as string)) params[key] ??= value;
        done(null, params);
      },
    );
    const tags = ['messages'];
    defineRoute(scoped, {
      method: 'POST',
      url: '/api/sms/status',
      access: 'public',
      crossSite: true,
      tags,
      body: formParams,
      status: 200,
      response: smsWebhookResultSchema,
      summary: 'Twilio status callback of a text we sent (signature-checked, idempotent)',
      description:
        'Form-encoded as Twilio sends it (`MessageSid`, `MessageStatus`, `ErrorCode`). The text is found by ' +
        'its SID, which names the organization; `X-Twilio-Signature` must be valid for PUBLIC_URL + this ' +
        "path with the organization's Twilio auth token (or the server's): missing or wrong → 403 and nothing " +
        'changes. `sent`, `delivered`/`read` and `undelivered`/`failed` move the text forward only, so a ' +
        'replayed or out-of-order callback answers `duplicate: true` and changes nothing.',
      handler: ({ req, body }) =>
        receiveStatusCallback(scoped.db, serverSmsConfig(scoped.env), signedWebhook(req, body)),
    });
    defineRoute(scoped, {
      method: 'POST',
      url: '/api/sms/inbound',
      access: 'public',
      crossSite: true,
      tags,
      query: inboundQuery,
      body: formParams,
      status: 200,
      response: smsWebhookResultSchema,
      summary: 'Twilio inbound text webhook (signature-checked, idempotent on MessageSid)',
      description:
        "Set as the messaging webhook of the organization's Twilio number: " +
        '`{PUBLIC_URL}/api/sms/inbound?tenant=<slug>` (without `tenant`, a text to the server-wide number ' +
        'belongs to the organization that last texted the sender). Signature as for status callbacks (403 ' +
        'otherwise). A MessageSid seen before answers `duplicate: true`. STOP, UNSUBSCRIBE, CANCEL, END, ' +
        'QUIT… opt the number out and START/UNSTOP back in (recorded and audited); the text joins the ' +
        "client's thread (matched by E.164 number, else a new lead) as unread, assigned to the technician " +
        'on their job in progress.',
      handler: ({ req, body, query }) =>
        receiveInboundText(scoped.db, serverSmsConfig(scoped.env), {
          ...signedWebhook(req, body),
          tenantSlug: query.tenant,
        }),
    });
  });
}
