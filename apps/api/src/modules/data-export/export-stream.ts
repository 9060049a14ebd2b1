import type { ExportType } from '@tradeworks/contracts/data-transfer';
import type { Database } from '../../db/client';
import { csvLines } from './csv-cells';
import { CsvRecordEnds } from './csv-record-ends';
import { EXPORT_DEFINITIONS, exportColumns } from './export-definitions';
import { copyExportCsv, copyExportCsvPage, openTransaction } from './export-copy.repository';

/**
 * PGlite: records of the first keyset page, and how long a page may hold the single connection — later pages
 * are sized from the last one's speed to fill that time (within bounds), so other requests wait at most about
 * that long, and a large export is not slowed by thousands of small pages.
 */
export const EXPORT_FIRST_PAGE_ROWS = 2000;
export const EXPORT_PAGE_BUDGET_MS = 150;
const PAGE_ROWS_MIN = 500;
const PAGE_ROWS_MAX = 20_000;

/** The next page's records: as many as the last page's pace fits in the budget, within bounds. */
export function nextPageRows(rows: number, heldMs: number): number {
  if (!(heldMs > 0)) return rows;
  return Math.round(
    Math.min(PAGE_ROWS_MAX, Math.max(PAGE_ROWS_MIN, (rows * EXPORT_PAGE_BUDGET_MS) / heldMs)),
  );
}

export interface ExportSink {
  /** Resolves when the consumer can take more (backpressure); rejects when it went away. */
  write(data: string | Uint8Array): Promise<void>;
}

/**
 * Streams one type's CSV into `sink`, chunk by chunk, so memory stays flat whatever the table size. The
 * database writes the CSV itself (COPY … TO, in C) rather than Node formatting every cell: PostgreSQL
 * streams one COPY inside the tenant transaction (row-level security applies to its query). PGlite runs
 * every transaction on its single connection, so a slow download would hold everyone else up: it copies
 * keyset pages instead, each in its own short transaction. Returns the number of data rows.
 */
export async function streamExportCsv(options: {
  db: Database;
  tenantId: string;
  userId: string | null;
  type: ExportType;
  sink: ExportSink;
  onRows?: (rows: number) => void;
  /** Called once the first transaction has run its opening statement (so a reused session is proven). */
  onOpened?: () => void;
  /** A fixed number of records per page on PGlite (tests use small ones to cross page boundaries). */
  chunkRows?: number;
}): Promise<number> {
  const { db, tenantId, userId, type, sink } = options;
  const scope = { tenantId, userId };
  await sink.write(csvLines([exportColumns(type)]));
  const ends = new CsvRecordEnds();
  if (db.engine === 'postgres') {
    await db.tenant(scope, async ({ tx }) => {
      await openTransaction(tx);
      options.onOpened?.();
      const copy = copyExportCsv(tx, type, tenantId);
      let failure: unknown = null;
      // Async iteration pauses the COPY while the consumer is slow. If the consumer goes away, the rest is
      // read and dropped: a connection left inside a COPY could not be used again.
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        if (failure) continue;
        try {
          await sink.write(ends.convert(chunk).bytes);
          options.onRows?.(ends.records);
        } catch (err) {
          failure = err;
        }
      }
      if (failure) throw failure;
    });
    return ends.records;
  }
  const documents = Boolean(EXPORT_DEFINITIONS[type].documentTable);
  // Documents page by whole documents; a page of lines holds ~5 per document.
  const pageLimit = (rows: number) => (documents ? Math.max(1, Math.floor(rows / 4)) : rows);
  let pageRows = options.chunkRows ?? EXPORT_FIRST_PAGE_ROWS;
  let after: string | null = null;
  for (;;) {
    const before = ends.records;
    const limit = pageLimit(pageRows);
    const started = performance.now();
    const page = await db.tenant(scope, ({ tx }) => copyExportCsvPage(tx, type, tenantId, { after, limit }));
    // The time the connection was held (not the download's pace, which backpressure sets).
    const held = performance.now() - started;
    options.onOpened?.();
    if (!page.length) break;
    const { bytes, lastRecordStart } = ends.convert(page);
    await sink.write(bytes);
    options.onRows?.(ends.records);
    // The key is the first column, a uuid: never quoted, so it ends at the first comma.
    const lastRecord = Buffer.from(page.buffer, page.byteOffset + lastRecordStart);
    after = lastRecord.toString('latin1', 0, lastRecord.indexOf(44));
    if (!documents && ends.records - before < limit) break;
    if (!options.chunkRows) pageRows = nextPageRows(pageRows, held);
  }
  return ends.records;
}
