import { deflateSync } from 'node:zlib';

/**
 * A small RGB PNG drawn in code (the demo's photo on a portal request, test uploads): no binary files in the
 * repository. `pixel(x, y)` answers [r, g, b].
 */
export function drawPng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An outdoor AC unit against a wall: grey casing, dark fan grille, a rust streak — a plausible request photo. */
export function drawAcUnitPhoto(width = 96, height = 72): Buffer {
  const cx = width * 0.5;
  const cy = height * 0.55;
  const radius = Math.min(width, height) * 0.28;
  return drawPng(width, height, (x, y) => {
    const inUnit = x > width * 0.15 && x < width * 0.85 && y > height * 0.2 && y < height * 0.9;
    if (!inUnit) return y > height * 0.9 ? [96, 128, 72] : [214, 204, 188];
    const d = Math.hypot(x - cx, y - cy);
    if (d < radius) return (Math.floor(d) + Math.floor(x / 3)) % 2 === 0 ? [40, 44, 48] : [70, 74, 80];
    if (x > width * 0.7 && x < width * 0.74 && y > height * 0.45) return [150, 82, 40];
    return [168, 172, 176];
  });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
