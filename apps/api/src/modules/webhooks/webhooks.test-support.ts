import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChannelWorker } from '../../platform/outbox/outbox-worker';
import type { TestContext } from '../../test/test-context';
import { webhookChannel } from './webhook-channel';

const silentLog = { info() {}, warn() {}, error() {} };

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver (an integrator's endpoint): records each POST and answers `status()`. */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  status = 200;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<WebhookReceiver> {
    const holder: { receiver?: WebhookReceiver } = {};
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const receiver = holder.receiver!;
        receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res
          .writeHead(receiver.status, { 'content-type': 'text/plain' })
          .end(receiver.status === 200 ? 'ok' : 'boom');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.receiver = new WebhookReceiver(server, `http://127.0.0.1:${port}/hooks`);
    return holder.receiver;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The webhook outbox worker of a test (run by hand with runOnce). */
export const webhookWorker = (t: TestContext, now?: () => Date) =>
  createChannelWorker({ db: t.db, log: silentLog, channel: webhookChannel({ db: t.db, now }) });
