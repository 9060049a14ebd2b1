import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { resolveOutboundHost } from '../../platform/outbound/outbound-address';

export interface WebhookPostResult {
  /** The receiver's status; null when there was no answer. */
  status: number | null;
  ms: number;
  /** Why there was no answer (refused address, DNS, timeout, TLS …), or the first bytes of a non-2xx body. */
  error: string | null;
}

const TIMEOUT_MS = 10_000;
const MAX_ERROR_BODY = 300;

/**
 * POSTs one delivery. The host is resolved and checked by the outbound-address rule, and the connection goes
 * to the address that was checked (TLS still verifies the certificate for the name): a name re-pointed at a
 * private address a moment later changes nothing. Redirects are not followed.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<WebhookPostResult> {
  const started = Date.now();
  const target = new URL(url);
  let address: string;
  try {
    address = await resolveOutboundHost(target.hostname);
  } catch (err) {
    return { status: null, ms: Date.now() - started, error: (err as Error).message };
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const done = (result: Omit<WebhookPostResult, 'ms'>) => resolve({ ...result, ms: Date.now() - started });
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: TIMEOUT_MS,
        lookup: (_host, _options, callback) => callback(null, address, isIP(address) === 6 ? 6 : 4),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_ERROR_BODY) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('error', (err) => done({ status: res.statusCode ?? null, error: err.message }));
        res.on('end', () => {
          const status = res.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          const text = Buffer.concat(chunks).toString('utf8').slice(0, MAX_ERROR_BODY);
          done({ status, error: ok ? null : `HTTP ${status}${text ? `: ${text}` : ''}` });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => done({ status: null, error: err.message }));
    req.end(body);
  });
}
