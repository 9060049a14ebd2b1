import { BROWSER_IMAGE_TYPES, type PortalPhotoType } from '@tradeworks/contracts/photo-types';
import type { JobPhoto } from '@tradeworks/contracts/portal-photos';
import { portalApiUrl } from '../portal-api';

/** After sending: the photos as the office received them (served back from the portal). */
export function SentPhotos({ photos }: { photos: JobPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="mb-2 text-sm font-medium">
        {photos.length === 1 ? '1 photo sent' : `${photos.length} photos sent`}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {photos.map((photo) => (
          <li key={photo.id}>
            {BROWSER_IMAGE_TYPES.includes(photo.contentType as PortalPhotoType) ? (
              <img
                src={portalApiUrl(`/photos/${photo.id}`)}
                alt={photo.fileName}
                className="aspect-square w-full rounded-md border border-[var(--border)] object-cover"
              />
            ) : (
              <p className="flex aspect-square items-center justify-center rounded-md border border-[var(--border)] p-1 text-center text-xs break-all">
                {photo.fileName}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
