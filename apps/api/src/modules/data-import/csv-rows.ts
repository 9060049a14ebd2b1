import Papa from 'papaparse';
import { decodeCsv, detectDelimiter, type DecodedCsv } from './csv-decode';

export interface CsvRow {
  /** Row of the file as a spreadsheet numbers it (the header is row 1). */
  row: number;
  cells: string[];
}

export interface CsvFile {
  encoding: DecodedCsv['encoding'];
  delimiter: string;
  headers: string[];
  rows: AsyncIterable<CsvRow>;
}

const CHUNK_BYTES = 256 * 1024;

/**
 * papaparse in streaming (chunked) mode, pulled by the consumer: it parses one chunk, pauses, and resumes
 * when the consumer has taken those records. (Its Node Duplex stream hands records over one by one through
 * stream machinery and was ~100× slower.)
 */
async function* records(text: string, delimiter: string): AsyncGenerator<string[]> {
  let pending: string[][] = [];
  let parser: Papa.Parser | null = null;
  let complete = false;
  Papa.parse<string[]>(text, {
    delimiter,
    chunkSize: CHUNK_BYTES,
    chunk: (results: Papa.ParseResult<string[]>, p: Papa.Parser) => {
      pending = results.data;
      parser = p;
      p.pause();
    },
    complete: () => {
      complete = true;
    },
  });
  for (;;) {
    const batch = pending;
    pending = [];
    for (const record of batch) yield record;
    if (complete && !pending.length) return;
    if (!batch.length && !parser) return;
    // Parses the next chunk synchronously (and pauses again), or completes.
    (parser as Papa.Parser | null)?.resume();
    if (!pending.length && complete) return;
    // Let other requests run between chunks.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * Opens an uploaded CSV: decodes it, finds the separator, and streams its records through papaparse
 * (quoted fields may hold separators and newlines). Empty rows — trailing ones included — are skipped but
 * still counted, so row numbers match what a spreadsheet shows.
 */
export async function openCsv(bytes: Uint8Array): Promise<CsvFile> {
  const { text, encoding } = decodeCsv(bytes);
  const delimiter = detectDelimiter(text);
  const iterator = records(text, delimiter);
  let headers: string[] = [];
  let row = 0;
  // The header is the first non-empty record.
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    row++;
    if (!isEmpty(next.value)) {
      headers = next.value.map((h) => h.trim());
      break;
    }
  }
  async function* rows(): AsyncGenerator<CsvRow> {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      row++;
      if (!isEmpty(next.value)) yield { row, cells: next.value };
    }
  }
  return { encoding, delimiter, headers, rows: rows() };
}

/** Data rows of a file (empty rows not counted): the total its progress is measured against. */
export async function countCsvRows(bytes: Uint8Array): Promise<number> {
  const csv = await openCsv(bytes);
  let count = 0;
  for await (const _row of csv.rows) count++;
  return count;
}

const isEmpty = (cells: string[]) => cells.every((c) => c.trim() === '');
