import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import {
  EXPORT_TYPE_TITLES,
  exportFileName,
  type ExportSummary,
  type ExportType,
} from '@tradeworks/contracts/data-transfer';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { newId } from '../../db/schema/columns';
import { countExportRows } from './exports.repository';
import { trackExport } from './export-progress';
import { streamExportCsv, type ExportSink } from './export-stream';

const HIGH_WATER = 256 * 1024;

export function getExportSummary({ db, tenantId, userId }: TenantContext): Promise<ExportSummary> {
  return db.tenant({ tenantId, userId }, ({ tx }) => countExportRows(tx, tenantId));
}

/** A sink writing into a stream, waiting while the client is slow and failing when it disconnects. */
function streamSink(
  out: PassThrough,
  encode: (data: string | Uint8Array) => void = (data) => out.write(data),
): ExportSink {
  return {
    async write(data) {
      if (out.destroyed) throw new Error('export consumer went away');
      encode(data);
      if (out.writableLength > HIGH_WATER) {
        await new Promise<void>((resolve, reject) => {
          const done = () => {
            out.off('drain', done);
            out.off('close', gone);
            resolve();
          };
          const gone = () => {
            out.off('drain', done);
            reject(new Error('export consumer went away'));
          };
          out.once('drain', done);
          out.once('close', gone);
        });
      }
    },
  };
}

interface ExportRun extends TenantContext {
  types: ExportType[];
  progressId?: string;
  /** Told of a failure after the answer started (the response is then cut short): the route logs it. */
  onFailure: (err: unknown) => void;
}

/**
 * Counts first (for the progress bar), then the rows; the audit entry records who exported how many rows.
 * `opened` is called once the export's first transaction has run its opening statement.
 */
async function runExport(
  options: ExportRun,
  opened: () => void,
  perType: (type: ExportType, onRows: (n: number) => void) => Promise<number>,
) {
  const { db, tenantId, userId, types } = options;
  const summary = options.progressId ? await getExportSummary(options) : null;
  if (summary) opened();
  const total = summary ? types.reduce((sum, t) => sum + summary[t], 0) : 0;
  const progress =
    options.progressId && userId ? trackExport(options.progressId, { tenantId, userId }, total) : null;
  const rows: Partial<Record<ExportType, number>> = {};
  let before = 0;
  for (const type of types) {
    rows[type] = await perType(type, (n) => progress?.rows(before + n));
    before += rows[type]!;
  }
  progress?.done();
  await db.tenant({ tenantId, userId }, (scope) =>
    recordAudit(scope, {
      entity: 'export',
      entityId: options.progressId ?? newId(),
      action: 'export',
      summary: `Exported ${types.map((t) => `${rows[t]} ${EXPORT_TYPE_TITLES[t].toLowerCase()} rows`).join(', ')}`,
      changes: { types, rows },
    }),
  );
}

/** What a cut-short download's stream ends with: nothing of the database's error (it quotes the query). */
export class ExportAborted extends Error {
  constructor() {
    super('The export stopped before its end');
    this.name = 'ExportAborted';
  }
}

/**
 * Starts `run` writing into `out` and resolves with `out` once the export's first transaction has opened.
 * Until then a failure is the request's own: it rejects, so a session reused from memory and found stale is
 * looked up afresh and the export starts again (http/session-reuse.ts), and any other failure is an ordinary error answer.
 * A later failure cuts the download short (so it cannot pass for a complete file), reported to `onFailure`.
 */
async function startStream(
  out: PassThrough,
  options: ExportRun,
  run: (opened: () => void) => Promise<void>,
  finish: () => void,
): Promise<PassThrough> {
  // Fastify listens for errors only once it starts sending, after the onSend hooks (which may wait on the
  // database): until then this listener keeps a failure from being an unhandled 'error' event.
  out.on('error', () => undefined);
  let opened = false;
  let markOpened!: () => void;
  const openedSignal = new Promise<void>((resolve) => (markOpened = resolve));
  const done = run(() => {
    opened = true;
    markOpened();
  });
  done.then(finish).catch((err: unknown) => {
    if (!opened) return;
    if (!out.destroyed) options.onFailure(err);
    out.destroy(new ExportAborted());
  });
  try {
    await Promise.race([openedSignal, done]);
  } catch (err) {
    out.destroy();
    throw err;
  }
  return out;
}

/** GET /api/exports/{type}.csv: the CSV streamed as it is read. */
export function exportCsvStream(
  options: Omit<ExportRun, 'types'> & { type: ExportType },
): Promise<PassThrough> {
  const out = new PassThrough();
  const sink = streamSink(out);
  const run = { ...options, types: [options.type] };
  return startStream(
    out,
    run,
    (opened) =>
      runExport(run, opened, (type, onRows) =>
        streamExportCsv({ ...options, type, sink, onRows, onOpened: opened }),
      ),
    () => out.end(),
  );
}

/** GET /api/exports.zip?types=…: one CSV per type, deflated into one ZIP as the rows arrive. */
export function exportZipStream(options: ExportRun & { date: string }): Promise<PassThrough> {
  const out = new PassThrough();
  let zipError: Error | null = null;
  const zip = new Zip((err, chunk, final) => {
    if (err) return (zipError = err);
    out.write(chunk);
    if (final) out.end();
  });
  const encoder = new TextEncoder();
  return startStream(
    out,
    options,
    async (opened) => {
      try {
        await runExport(options, opened, async (type, onRows) => {
          const file = new ZipDeflate(exportFileName(type, options.date), { level: 6 });
          zip.add(file);
          const sink = streamSink(out, (data) => {
            if (zipError) throw zipError;
            file.push(typeof data === 'string' ? encoder.encode(data) : data);
          });
          const rows = await streamExportCsv({ ...options, type, sink, onRows, onOpened: opened });
          file.push(new Uint8Array(0), true);
          return rows;
        });
      } catch (err) {
        zip.terminate();
        throw err;
      }
    },
    () => zip.end(),
  );
}
