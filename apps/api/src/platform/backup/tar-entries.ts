/**
 * Reading and filtering tar archives (PGlite's dumps are ustar), so a backup can leave a file of the data
 * directory out. Each entry is a 512-byte header and its data padded to 512 bytes; a pax ('x') or GNU
 * long-name ('L') header belongs to the entry after it and goes with it.
 */
const BLOCK = 512;

function headerName(header: Buffer): string {
  const text = (from: number, length: number) => {
    const raw = header.subarray(from, from + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? length : end).toString('utf8');
  };
  const prefix = header.subarray(257, 262).toString() === 'ustar' ? text(345, 155) : '';
  return prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
}

/** Each entry's name and its bytes (with the pax or long-name headers before it). */
function* tarEntries(tar: Buffer): Generator<{ name: string; bytes: Buffer[] }> {
  let pending: Buffer[] = [];
  let longName: string | null = null;
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return; // the end-of-archive blocks
    const size = parseInt(header.subarray(124, 136).toString().replace(/\0.*$/s, '').trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const entry = tar.subarray(offset, end);
    const type = String.fromCharCode(header[156]);
    offset = end;
    if (type === 'x' || type === 'L') {
      if (type === 'L')
        longName = entry
          .subarray(BLOCK, BLOCK + size)
          .toString('utf8')
          .replace(/\0.*$/s, '');
      pending.push(entry);
      continue;
    }
    yield { name: longName ?? headerName(header), bytes: [...pending, entry] };
    pending = [];
    longName = null;
  }
}

export function tarEntryNames(tar: Buffer): string[] {
  return [...tarEntries(tar)].map((entry) => entry.name);
}

export function dropTarEntries(tar: Buffer, drop: (name: string) => boolean): Buffer {
  const kept = [...tarEntries(tar)].filter((entry) => !drop(entry.name)).flatMap((entry) => entry.bytes);
  return Buffer.concat([...kept, Buffer.alloc(BLOCK * 2)]);
}
