import { useRef, useState } from 'react';
import { Camera, CloudOff, ImagePlus } from 'lucide-react';
import type { JobEquipment } from '@tradeworks/contracts/equipment';
import { PHOTO_TAG_LABELS } from '@tradeworks/contracts/job-photos';
import { Button } from '@/components/ui/button';
import { photoThumbnailUrl, useSentJobPhotos } from '../api/get-job-photos';
import type { PhotoDraft, QueuedAction } from '../lib/offline-queue';
import { keepPhoto } from '../lib/photo-store';
import { AddPhotoDialog, type PhotoDetails } from './add-photo-dialog';

interface JobPhotosFieldProps {
  jobId: string;
  units: readonly JobEquipment[];
  queue: readonly QueuedAction[];
  disabled: boolean;
  onPhoto: (photo: PhotoDraft) => void;
}

const label = (p: { tag: keyof typeof PHOTO_TAG_LABELS | null; caption: string | null }) =>
  [p.tag ? PHOTO_TAG_LABELS[p.tag] : null, p.caption].filter(Boolean).join(': ') || 'Photo';

/**
 * The job's photos on the technician's phone: the camera or the gallery, then a tag, a caption and the unit. A
 * photo is kept on the device and queued like the other actions; it shows "waiting to send" until the server
 * has it, then as a thumbnail from the server.
 */
export function JobPhotosField({ jobId, units, queue, disabled, onPhoto }: JobPhotosFieldProps) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const sent = useSentJobPhotos(jobId);
  const waiting = queue.filter((q) => q.action === 'photo' && q.jobId === jobId && q.photo);
  const shown = (sent.data ?? []).filter((p) => p.source === 'technician');

  const pick = (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (input) input.value = '';
    if (file) setPicked(file);
  };

  const add = async (details: PhotoDetails) => {
    if (!picked) return;
    const draft: PhotoDraft = {
      id: crypto.randomUUID(),
      fileName: picked.name || 'photo.jpg',
      takenAt: new Date().toISOString(),
      ...details,
    };
    setPicked(null);
    await keepPhoto(draft.id, picked);
    onPhoto(draft);
  };

  return (
    <section className="grid gap-2" aria-label="Photos">
      <h3 className="text-sm font-semibold text-foreground">Photos</h3>
      {(shown.length > 0 || waiting.length > 0) && (
        <ul className="grid grid-cols-3 gap-2" aria-label="Photos of this job">
          {shown.map((p) => (
            <li key={p.id} className="min-w-0">
              <img
                src={photoThumbnailUrl(jobId, p.id)}
                alt={label(p)}
                loading="lazy"
                className="aspect-square w-full rounded-md border object-cover"
              />
              <p className="truncate text-xs text-muted-foreground">{label(p)}</p>
            </li>
          ))}
          {waiting.map((q) => (
            <li
              key={q.key}
              className="flex aspect-square min-w-0 flex-col items-center justify-center gap-1 rounded-md border border-dashed p-1 text-center"
            >
              <CloudOff className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="line-clamp-2 text-xs">{label(q.photo!)}</span>
              <span className="text-xs text-muted-foreground">Waiting to send</span>
            </li>
          ))}
        </ul>
      )}
      {!disabled && (
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" variant="outline" className="h-12" onClick={() => camera.current?.click()}>
            <Camera aria-hidden="true" />
            Take photo
          </Button>
          <Button type="button" variant="outline" className="h-12" onClick={() => gallery.current?.click()}>
            <ImagePlus aria-hidden="true" />
            From gallery
          </Button>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-label="Take photo"
            onChange={(e) => pick(e.currentTarget)}
          />
          <input
            ref={gallery}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic"
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose a photo from the gallery"
            onChange={(e) => pick(e.currentTarget)}
          />
        </div>
      )}
      <AddPhotoDialog
        key={picked ? `${picked.name}-${picked.lastModified}` : 'none'}
        file={picked}
        units={units}
        onCancel={() => setPicked(null)}
        onAdd={(details) => void add(details)}
      />
    </section>
  );
}
