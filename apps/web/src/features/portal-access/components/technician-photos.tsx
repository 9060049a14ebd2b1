import { useState } from 'react';
import { PHOTO_TAG_LABELS, type JobPhotoDetail } from '@tradeworks/contracts/job-photos';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { buildUrl, errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useJobPhotos } from '../api/job-photos';
import { useUpdateJobPhoto } from '../api/update-job-photo';

const label = (p: JobPhotoDetail) =>
  [p.tag ? PHOTO_TAG_LABELS[p.tag] : null, p.caption].filter(Boolean).join(': ') || 'Photo';

/**
 * On the job's page: the technicians' photos (taken in My Day) as thumbnails that open the photo, with who took it
 * and whether the client sees it in the portal — the office decides that here.
 */
export function TechnicianPhotos({ jobId }: { jobId: string }) {
  const photos = useJobPhotos(jobId);
  const update = useUpdateJobPhoto();
  const canEdit = useCan('dispatching', 'edit');
  const [open, setOpen] = useState<JobPhotoDetail | null>(null);
  const taken = photos.data?.filter((p) => p.source === 'technician') ?? [];
  if (!taken.length) return null;

  const setVisible = (photo: JobPhotoDetail, portalVisible: boolean) =>
    update.mutate(
      { jobId, photoId: photo.id, body: { portalVisible } },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'The photo was not changed',
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Technician photos</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-label="Technician photos">
          {taken.map((photo) => (
            <li key={photo.id} className="grid min-w-0 content-start gap-1">
              <button
                type="button"
                onClick={() => setOpen(photo)}
                className="block w-full rounded-md focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Open photo: ${label(photo)}`}
              >
                <img
                  src={buildUrl(`/api/service-jobs/${jobId}/photos/${photo.id}/thumbnail`)}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-md border object-cover"
                />
              </button>
              <p className="text-sm break-words">{label(photo)}</p>
              {photo.technicianName && (
                <p className="text-xs text-muted-foreground">{photo.technicianName}</p>
              )}
              <label className="flex items-center gap-2 text-xs">
                <Switch
                  checked={photo.portalVisible}
                  disabled={!canEdit || update.isPending}
                  onCheckedChange={(checked) => setVisible(photo, checked)}
                  aria-label={`Show in the customer portal: ${label(photo)}`}
                />
                Shown in portal
              </label>
            </li>
          ))}
        </ul>
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-w-3xl">
          {open && (
            <>
              <DialogTitle className="pr-8 break-words">{label(open)}</DialogTitle>
              <DialogDescription>
                {open.technicianName ?? 'Technician'}
                {open.width && open.height ? ` · ${open.width} × ${open.height}` : ''}
              </DialogDescription>
              <img
                src={buildUrl(`/api/service-jobs/${jobId}/photos/${open.id}`)}
                alt={label(open)}
                className="max-h-[70vh] w-full rounded-md object-contain"
              />
            </>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
