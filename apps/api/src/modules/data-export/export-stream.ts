import { sql } from 'drizzle-orm';
import type { ExportType } from '@tradeworks/contracts/data-transfer';
import type { Database } from '../../db/client';
import { csvLines } from './csv-cells';
import { EXPORT_DEFINITIONS, exportColumns, exportQuery } from './export-definitions';

/** Rows per FETCH (PostgreSQL cursor) or per keyset page (PGlite). */
export const EXPORT_CHUNK_ROWS = 2000;

export interface ExportSink {
  /** Resolves when the consumer can take more (backpressure); rejects when it went away. */
  write(text: string): Promise<void>;
}

/**
 * Streams one type's CSV into `sink`, chunk by chunk, so memory stays flat whatever the table size.
 * PostgreSQL: one transaction with a server-side cursor (DECLARE … FETCH). PGlite runs every transaction on
 * its single connection, so a slow download would hold everyone else up: it reads keyset pages instead,
 * each in its own short transaction. Returns the number of data rows.
 */
export async function streamExportCsv(options: {
  db: Database;
  tenantId: string;
  userId: string | null;
  type: ExportType;
  sink: ExportSink;
  onRows?: (rows: number) => void;
  /** Rows per chunk (tests use small ones to cross page boundaries). */
  chunkRows?: number;
}): Promise<number> {
  const chunkRows = options.chunkRows ?? EXPORT_CHUNK_ROWS;
  const { db, tenantId, userId, type, sink } = options;
  const scope = { tenantId, userId };
  await sink.write(csvLines([exportColumns(type)]));
  let rows = 0;
  const emit = async (chunk: Array<Record<string, unknown>>) => {
    await sink.write(csvLines(chunk.map(Object.values)));
    rows += chunk.length;
    options.onRows?.(rows);
  };
  if (db.engine === 'postgres') {
    await db.tenant(scope, async ({ tx }) => {
      await tx.execute(sql`declare tw_export no scroll cursor for `.append(exportQuery(type, tenantId)));
      // A real promise: a Drizzle query runs again on every then(), and this one is awaited twice.
      const fetchChunk = () =>
        Promise.resolve(
          tx.execute<Record<string, unknown>>(sql.raw(`fetch forward ${chunkRows} from tw_export`)),
        );
      // The next FETCH is already on its way while this chunk is encoded: the database and Node work at once.
      let next = fetchChunk();
      for (;;) {
        const { rows: chunk } = await next;
        if (!chunk.length) break;
        next = fetchChunk();
        // If the consumer goes away, emit throws and the transaction rolls back; the FETCH in flight then fails too.
        next.catch(() => undefined);
        await emit(chunk);
      }
      await tx.execute(sql`close tw_export`);
    });
    return rows;
  }
  const documents = Boolean(EXPORT_DEFINITIONS[type].documentTable);
  // Documents page by whole documents; a page of lines holds ~5 per document.
  const limit = documents ? Math.max(1, Math.floor(chunkRows / 4)) : chunkRows;
  let after: string | null = null;
  for (;;) {
    const page: { after: string | null; limit: number } = { after, limit };
    const { rows: chunk }: { rows: Array<Record<string, unknown>> } = await db.tenant(scope, ({ tx }) =>
      tx.execute<Record<string, unknown>>(exportQuery(type, tenantId, page)),
    );
    if (!chunk.length) break;
    await emit(chunk);
    after = String(chunk[chunk.length - 1].id);
    if (!documents && chunk.length < limit) break;
  }
  return rows;
}
