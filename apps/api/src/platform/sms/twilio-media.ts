import {
  detectPhotoType,
  PORTAL_PHOTO_MAX_BYTES,
  type PortalPhotoType,
} from '@tradeworks/contracts/photo-types';

/** At most this many photos of one MMS are kept (Twilio allows 10 per message). */
const MAX_MEDIA = 10;
const FETCH_TIMEOUT_MS = 10_000;

export interface FetchedPhoto {
  contentType: PortalPhotoType;
  content: Buffer;
}

/**
 * The photos of an inbound MMS, from the `MediaUrl{n}` parameters of its (signature-checked) webhook.
 * Only URLs on the Twilio API's own origin are fetched (never an address the sender could choose), with the
 * account's basic auth (Twilio's media may require it; fetch drops it on the redirect to Twilio's CDN), each read to at most 10 MB; a part that is not a
 * JPEG, PNG, WebP or HEIC image by its bytes, too large, or unreachable is left out, not the text.
 */
export async function fetchMmsPhotos(
  params: Record<string, string>,
  account: { apiUrl: string; accountSid?: string | null; authToken?: string | null },
): Promise<FetchedPhoto[]> {
  const count = Math.min(Number(params.NumMedia) || 0, MAX_MEDIA);
  const origin = new URL(account.apiUrl).origin;
  const auth =
    account.accountSid && account.authToken
      ? `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`
      : undefined;
  const photos: FetchedPhoto[] = [];
  for (let i = 0; i < count; i++) {
    const url = params[`MediaUrl${i}`];
    if (!url || !URL.canParse(url) || new URL(url).origin !== origin) continue;
    const content = await readCapped(url, auth);
    const contentType = content && detectPhotoType(content);
    if (content && contentType) photos.push({ contentType, content });
  }
  return photos;
}

async function readCapped(url: string, auth: string | undefined): Promise<Buffer | null> {
  try {
    const response = await fetch(url, {
      headers: auth ? { authorization: auth } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok || !response.body) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > PORTAL_PHOTO_MAX_BYTES) {
        await response.body.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}
