import { randomUUID } from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * Metrics under WEB_CONCURRENCY>1: each server process counts its own requests, and a scrape reaches one of
 * them at random. So a process asked for /metrics asks the primary, which collects every process's registry
 * through prom-client's cluster aggregator (counters and histograms summed, per-process gauges as each
 * metric says) and answers with the whole cluster's figures.
 */
const REQUEST = 'tradeworks:metrics';
const ANSWER = 'tradeworks:metrics-answer';
const ANSWER_TIMEOUT_MS = 10_000;

interface MetricsMessage {
  type: string;
  id: string;
  text?: string;
  error?: string;
}
const isMessage = (message: unknown, type: string): message is MetricsMessage =>
  typeof message === 'object' && message !== null && (message as MetricsMessage).type === type;

let answersPrimary = false;

/** A server process's registry, collected by the primary when it is one of a cluster's processes. */
export function joinClusterMetrics(registry: Registry): void {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  // prom-client answers the primary's collection requests only once an AggregatorRegistry was made in this
  // process (its constructor adds the listener); without it every scrape times out.
  if (!answersPrimary) new AggregatorRegistry();
  answersPrimary = true;
}

/** Whether this process's /metrics must come from the primary. */
export const inCluster = (): boolean => cluster.isWorker && typeof process.send === 'function';

/** The primary's side: answers a server process's request with every process's metrics together. */
export function createMetricsAggregator(): (worker: Worker) => void {
  const aggregator = new AggregatorRegistry();
  return (worker) =>
    worker.on('message', (message: unknown) => {
      if (!isMessage(message, REQUEST)) return;
      const answer = (reply: Omit<MetricsMessage, 'type' | 'id'>) => {
        // The process may have died meanwhile: nobody to answer.
        if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...reply });
      };
      aggregator.clusterMetrics().then(
        (text) => answer({ text }),
        (err: unknown) => answer({ error: err instanceof Error ? err.message : String(err) }),
      );
    });
}

/** A server process's side: the whole cluster's metrics, through the primary. */
export function clusterMetricsText(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = randomUUID();
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('The primary process did not answer with the metrics'));
    }, ANSWER_TIMEOUT_MS);
    const onMessage = (message: unknown) => {
      if (!isMessage(message, ANSWER) || message.id !== id) return;
      done();
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', onMessage);
    process.send!({ type: REQUEST, id });
  });
}
