import { useState } from 'react';
import { BROWSER_IMAGE_TYPES, type PortalPhotoType } from '@tradeworks/contracts/photo-types';
import type { JobPhotoDetail as JobPhoto } from '@tradeworks/contracts/job-photos';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { jobPhotoUrl, useJobPhotos } from '../api/job-photos';

const formatSize = (n: number) =>
  n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

const showable = (photo: JobPhoto) => BROWSER_IMAGE_TYPES.includes(photo.contentType as PortalPhotoType);

/**
 * On the job's page: the photos the client attached to the portal request the job came from — thumbnails
 * that open the full image. Nothing for jobs without photos.
 */
export function JobPhotos({ jobId }: { jobId: string }) {
  const photos = useJobPhotos(jobId);
  const [open, setOpen] = useState<JobPhoto | null>(null);
  if (photos.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The client’s photos could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => photos.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const fromClient = photos.data?.filter((p) => p.source === 'portal') ?? [];
  if (!fromClient.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Photos from the client</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-3 text-sm text-muted-foreground">Attached to the request in the customer portal.</p>
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {fromClient.map((photo) => (
            <li key={photo.id} className="min-w-0">
              {showable(photo) ? (
                <button
                  type="button"
                  onClick={() => setOpen(photo)}
                  className="block w-full rounded-md focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`Open photo ${photo.fileName}`}
                >
                  <img
                    src={jobPhotoUrl(jobId, photo.id)}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full rounded-md border object-cover"
                  />
                </button>
              ) : (
                <a
                  href={jobPhotoUrl(jobId, photo.id)}
                  download={photo.fileName}
                  className="flex aspect-square w-full items-center justify-center rounded-md border bg-muted p-2 text-center text-xs hover:underline"
                >
                  Download HEIC photo
                </a>
              )}
              <p className="mt-1 truncate text-xs" title={photo.fileName}>
                {photo.fileName}
              </p>
              <p className="text-xs text-muted-foreground">{formatSize(photo.sizeBytes)}</p>
            </li>
          ))}
        </ul>
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-w-3xl">
          {open && (
            <>
              <DialogTitle className="truncate pr-8">{open.fileName}</DialogTitle>
              <DialogDescription>
                {formatSize(open.sizeBytes)} ·{' '}
                <a
                  href={jobPhotoUrl(jobId, open.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary hover:underline"
                >
                  Open the original
                </a>
              </DialogDescription>
              <img
                src={jobPhotoUrl(jobId, open.id)}
                alt={open.fileName}
                className="max-h-[70vh] w-full rounded-md object-contain"
              />
            </>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
