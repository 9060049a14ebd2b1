import Papa from 'papaparse';
import {
  IMPORT_MAX_BYTES,
  IMPORT_NOT_CSV_MESSAGE,
  IMPORT_TOO_LARGE_MESSAGE,
} from '@tradeworks/contracts/data-transfer';

export const PREVIEW_ROWS = 5;

/** Why a chosen file cannot be uploaded (checked before anything is sent), or null. */
export function fileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return IMPORT_NOT_CSV_MESSAGE;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_TOO_LARGE_MESSAGE;
  if (file.size === 0) return 'The file is empty';
  return null;
}

/** The text of bytes as the server reads them: UTF-8 (with or without BOM), else Windows-1252. */
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder().decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (err) {
    // A multi-byte character cut at the end of the slice is still UTF-8.
    const trimmed = new TextDecoder('utf-8').decode(bytes);
    if (bytes.length >= 64 * 1024 && !trimmed.slice(0, -2).includes('\ufffd')) return trimmed;
    void err;
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The header and first rows of a file, read from its first 64 KB only (the server parses the whole file). */
export async function readPreview(file: File): Promise<{ headers: string[]; rows: string[][] }> {
  const bytes = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  const parsed = Papa.parse<string[]>(decode(bytes), {
    preview: PREVIEW_ROWS + 1,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const [headers = [], ...rows] = parsed.data;
  return { headers: headers.map((h) => h.trim()), rows };
}
