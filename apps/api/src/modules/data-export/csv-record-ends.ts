/**
 * COPY writes CSV with LF after each record; RFC 4180 (and spreadsheets on Windows) want CRLF. This turns
 * record ends into CRLF as the bytes stream past, counting records and remembering where the last one
 * starts. It tracks quotes, so a line break inside a quoted value stays exactly as it was. Works on bytes:
 * `"` and LF never occur inside a multi-byte UTF-8 character, so a chunk may split characters anywhere.
 */
export class CsvRecordEnds {
  records = 0;
  private quoted = false;

  /** The chunk with CRLF record ends, and the offset (in the input) where its last complete record starts. */
  convert(chunk: Uint8Array): { bytes: Buffer; lastRecordStart: number } {
    const ends: number[] = [];
    const buf = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    // Jumps from quote to quote and line break to line break (indexOf is memchr) instead of visiting each byte.
    let quoted = this.quoted;
    let quote = buf.indexOf(34);
    let newline = buf.indexOf(10);
    for (;;) {
      if (quoted) {
        if (quote < 0) break;
        quoted = false;
        const from = quote + 1;
        quote = buf.indexOf(34, from);
        if (newline >= 0 && newline < from) newline = buf.indexOf(10, from);
      } else if (quote >= 0 && (newline < 0 || quote < newline)) {
        quoted = true;
        quote = buf.indexOf(34, quote + 1);
      } else if (newline >= 0) {
        ends.push(newline);
        newline = buf.indexOf(10, newline + 1);
      } else break;
    }
    this.quoted = quoted;
    this.records += ends.length;
    const bytes = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let at = 0;
    for (const end of ends) {
      bytes.set(chunk.subarray(from, end), at);
      at += end - from;
      bytes[at++] = 13;
      bytes[at++] = 10;
      from = end + 1;
    }
    bytes.set(chunk.subarray(from), at);
    const lastRecordStart = ends.length > 1 ? ends[ends.length - 2] + 1 : 0;
    return { bytes, lastRecordStart };
  }
}
