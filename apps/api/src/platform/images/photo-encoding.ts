import sharp from 'sharp';
import { PHOTO_MAX_SIDE, THUMBNAIL_SIDE } from '@tradeworks/contracts/job-photos';

// One photo at a time per worker thread and no decoded-image cache: the API shares two cores with the database,
// and a photo is decoded once.
sharp.cache(false);
sharp.concurrency(1);

/** A photo as stored: a JPEG no larger than PHOTO_MAX_SIDE, without metadata, and its thumbnail. */
export interface EncodedPhoto {
  content: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  thumbnail: Buffer;
}

/** A phone photo is at most ~50 megapixels; anything larger is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes an uploaded photo: turned upright by its EXIF orientation, scaled down to PHOTO_MAX_SIDE, flattened
 * onto white (a PNG's transparency), written as JPEG. Nothing of the original file survives — no EXIF, no GPS
 * position, no embedded thumbnail or script — and the thumbnail is made from the same decoded image. Null when
 * the bytes cannot be decoded as an image (a HEIC photo: the bundled libvips has no HEVC decoder).
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto | null> {
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' });
    const { data, info } = await upright
      .clone()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await upright
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer();
    return { content: data, contentType: 'image/jpeg', width: info.width, height: info.height, thumbnail };
  } catch {
    return null;
  }
}
