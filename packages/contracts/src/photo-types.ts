/**
 * Without zod on purpose: the portal's small bundle imports these values (a zod import would pull the whole
 * library into it). The schemas are in portal-photos.ts.
 */

/**
 * Photos on a portal service request (issue 18: "photos optional"). The client attaches them to the Request
 * service form; they are stored with the pending job and shown to the office on the job's page.
 */
export const PORTAL_PHOTO_MAX_COUNT = 5;
/** Per photo: 10 MB (a phone camera's JPEG is 2–6 MB). */
export const PORTAL_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PORTAL_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type PortalPhotoType = (typeof PORTAL_PHOTO_TYPES)[number];
/** The types a browser shows in an <img>; HEIC (iPhone) is stored and offered as a download. */
export const BROWSER_IMAGE_TYPES: readonly PortalPhotoType[] = ['image/jpeg', 'image/png', 'image/webp'];

export const PORTAL_PHOTO_MESSAGES = {
  hint: 'Up to 5 photos (JPEG, PNG, WebP or HEIC), at most 10 MB each.',
  tooMany: 'Attach at most 5 photos',
  tooLarge: (name: string) => `${name} is larger than 10 MB`,
  wrongType: (name: string) => `${name} is not a JPEG, PNG, WebP or HEIC photo`,
} as const;

/** HEIF brands of photos from phones (iPhone: heic; some Android: heix, mif1). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...Array.from(bytes.subarray(from, to)));

/**
 * The photo's real type from its first bytes (its "magic number"), whatever its name or declared type says;
 * null for anything else. Used by the server to accept a photo and by the form to warn before sending.
 */
export function detectPhotoType(bytes: Uint8Array): PortalPhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) {
    return 'image/heic';
  }
  return null;
}
