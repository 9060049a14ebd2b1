import Papa from 'papaparse';
import { Readable } from 'node:stream';
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

const CHUNK = 64 * 1024;

/**
 * Opens an uploaded CSV: decodes it, finds the separator, and streams its records through papaparse one at
 * a time (quoted fields may hold separators and newlines). Empty rows — trailing ones included — are skipped
 * but still counted, so row numbers match what a spreadsheet shows.
 */
export async function openCsv(bytes: Uint8Array): Promise<CsvFile> {
  const { text, encoding } = decodeCsv(bytes);
  const delimiter = detectDelimiter(text);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter }) as NodeJS.ReadWriteStream;
  Readable.from(chunks(text)).pipe(parser);
  const iterator = (parser as unknown as AsyncIterable<string[]>)[Symbol.asyncIterator]();
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

function* chunks(text: string): Generator<string> {
  for (let i = 0; i < text.length; i += CHUNK) yield text.slice(i, i + CHUNK);
}

const isEmpty = (cells: string[]) => cells.every((c) => c.trim() === '');
