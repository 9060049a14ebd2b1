import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import {
  EXPORT_TYPES,
  EXPORT_TYPE_TITLES,
  exportFileName,
  type ExportSummary,
  type ExportType,
} from '@tradeworks/contracts/data-transfer';
import type { FastifyBaseLogger } from 'fastify';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { newId } from '../../db/schema/columns';
import { exportCountQuery } from './export-definitions';
import { trackExport } from './export-progress';
import { streamExportCsv, type ExportSink } from './export-stream';

const HIGH_WATER = 256 * 1024;

export function getExportSummary({ db, tenantId, userId }: TenantContext): Promise<ExportSummary> {
  return db.tenant({ tenantId, userId }, async ({ tx }) => {
    const summary = {} as ExportSummary;
    for (const type of EXPORT_TYPES) {
      const { rows } = await tx.execute<{ n: number }>(exportCountQuery(type, tenantId));
      summary[type] = Number(rows[0].n);
    }
    return summary;
  });
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
  log: FastifyBaseLogger;
  types: ExportType[];
  progressId?: string;
}

/** Counts first (for the progress bar), then the rows; the audit entry records who exported how many rows. */
async function runExport(
  options: ExportRun,
  perType: (type: ExportType, onRows: (n: number) => void) => Promise<number>,
) {
  const { db, tenantId, userId, types } = options;
  const summary = options.progressId ? await getExportSummary(options) : null;
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

/** GET /api/exports/{type}.csv: the CSV streamed as it is read. */
export function exportCsvStream(options: ExportRun & { type: ExportType }): PassThrough {
  const out = new PassThrough();
  const sink = streamSink(out);
  runExport({ ...options, types: [options.type] }, (type, onRows) =>
    streamExportCsv({ ...options, type, sink, onRows }),
  ).then(
    () => out.end(),
    (err) => {
      if (!out.destroyed) options.log.error({ err }, 'export failed');
      out.destroy(err);
    },
  );
  return out;
}

/** GET /api/exports.zip?types=…: one CSV per type, deflated into one ZIP as the rows arrive. */
export function exportZipStream(options: ExportRun & { date: string }): PassThrough {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  const encoder = new TextEncoder();
  runExport(options, async (type, onRows) => {
    const file = new ZipDeflate(exportFileName(type, options.date), { level: 6 });
    zip.add(file);
    const sink = streamSink(out, (data) => file.push(typeof data === 'string' ? encoder.encode(data) : data));
    const rows = await streamExportCsv({ ...options, type, sink, onRows });
    file.push(new Uint8Array(0), true);
    return rows;
  }).then(
    () => zip.end(),
    (err) => {
      if (!out.destroyed) options.log.error({ err }, 'export failed');
      zip.terminate();
      out.destroy(err);
    },
  );
  return out;
}
