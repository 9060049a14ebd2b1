import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  BROWSER_IMAGE_TYPES,
  detectPhotoType,
  PORTAL_PHOTO_MAX_BYTES,
  PORTAL_PHOTO_MAX_COUNT,
  PORTAL_PHOTO_MESSAGES,
  type PortalPhotoType,
} from '@tradeworks/contracts/photo-types';

/** A photo chosen in the form: the file, its type read from its first bytes, and a preview URL. */
export interface PickedPhoto {
  key: string;
  file: File;
  type: PortalPhotoType;
  /** An object URL for the thumbnail; null for HEIC, which browsers other than Safari cannot show. */
  previewUrl: string | null;
}

export const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/** The same checks the server makes (count, size, type by content), so the client hears about them at once. */
async function check(file: File): Promise<{ type: PortalPhotoType } | { error: string }> {
  if (file.size > PORTAL_PHOTO_MAX_BYTES) return { error: PORTAL_PHOTO_MESSAGES.tooLarge(file.name) };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = detectPhotoType(head);
  return type ? { type } : { error: PORTAL_PHOTO_MESSAGES.wrongType(file.name) };
}

let nextKey = 0;

/**
 * "Photos (optional)": pick from the gallery or take one with the camera (accept="image/*" offers both on
 * phones; no `capture` attribute, which would force the camera), see thumbnails, remove one before sending.
 */
export function PhotoPicker({
  photos,
  onChange,
  serverError,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  serverError?: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(photos);
  latest.current = photos;
  // Object URLs live until the form goes away.
  useEffect(() => () => latest.current.forEach((p) => p.previewUrl && URL.revokeObjectURL(p.previewUrl)), []);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be picked again after removing it
    const added: PickedPhoto[] = [];
    let problem: string | null = null;
    for (const file of files) {
      if (photos.length + added.length >= PORTAL_PHOTO_MAX_COUNT) {
        problem = PORTAL_PHOTO_MESSAGES.tooMany;
        break;
      }
      const result = await check(file);
      if ('error' in result) {
        problem ??= result.error;
        continue;
      }
      added.push({
        key: `photo-${nextKey++}`,
        file,
        type: result.type,
        previewUrl: BROWSER_IMAGE_TYPES.includes(result.type) ? URL.createObjectURL(file) : null,
      });
    }
    setError(problem);
    if (added.length) onChange([...photos, ...added]);
  };

  const remove = (photo: PickedPhoto) => {
    if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
    setError(null);
    onChange(photos.filter((p) => p.key !== photo.key));
  };

  const shown = error ?? serverError;
  const full = photos.length >= PORTAL_PHOTO_MAX_COUNT;
  return (
    <div>
      <label htmlFor="request-photos" className="mb-1 block text-sm font-medium">
        Photos (optional)
      </label>
      <p id="request-photos-hint" className="mb-2 text-sm text-[var(--muted-foreground)]">
        {PORTAL_PHOTO_MESSAGES.hint}
      </p>
      {photos.length > 0 && (
        <ul className="mb-2 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Attached photos">
          {photos.map((photo) => (
            <li key={photo.key} className="relative">
              {photo.previewUrl ? (
                <img
                  src={photo.previewUrl}
                  alt={photo.file.name}
                  className="aspect-square w-full rounded-md border border-[var(--border)] object-cover"
                />
              ) : (
                <div className="flex aspect-square w-full items-center justify-center rounded-md border border-[var(--border)] bg-[var(--background)] p-1 text-center text-xs">
                  HEIC photo
                </div>
              )}
              <p className="mt-1 truncate text-xs" title={photo.file.name}>
                {photo.file.name}
              </p>
              <p className="text-xs text-[var(--muted-foreground)]">{formatBytes(photo.file.size)}</p>
              <button
                type="button"
                onClick={() => remove(photo)}
                aria-label={`Remove ${photo.file.name}`}
                className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
              >
                <span aria-hidden="true" className="text-lg leading-none">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* One tab stop: the file input itself (visually hidden), with its second label drawn as the button. */}
      <input
        id="request-photos"
        type="file"
        accept="image/*"
        multiple
        disabled={full}
        onChange={(e) => void add(e)}
        aria-describedby={`request-photos-hint${shown ? ' photos-error' : ''}`}
        className="peer sr-only"
      />
      <label
        htmlFor="request-photos"
        className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-[var(--input)] bg-[var(--background)] px-3 text-sm font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-[var(--ring)] hover:bg-[var(--card)] ${full ? 'pointer-events-none opacity-60' : ''}`}
      >
        <span aria-hidden="true" className="text-lg leading-none">
          +
        </span>
        {full ? '5 photos attached' : photos.length ? 'Add more photos' : 'Add photos'}
      </label>
      {shown && (
        <p id="photos-error" role="alert" className="mt-1 text-sm text-[var(--destructive)]">
          {shown}
        </p>
      )}
    </div>
  );
}
