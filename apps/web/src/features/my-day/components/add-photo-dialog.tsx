import { useEffect, useState } from 'react';
import { equipmentLabel, type JobEquipment } from '@tradeworks/contracts/equipment';
import { PHOTO_TAG_LABELS, PHOTO_TAGS, type PhotoTag } from '@tradeworks/contracts/job-photos';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const NO_UNIT = 'none';

export interface PhotoDetails {
  tag: PhotoTag;
  caption: string | null;
  equipmentId: string | null;
}

interface AddPhotoDialogProps {
  file: File | null;
  units: readonly JobEquipment[];
  onCancel: () => void;
  onAdd: (details: PhotoDetails) => void;
}

/** The picked photo with its tag (before, after, other), a caption and, optionally, the unit it shows. */
export function AddPhotoDialog({ file, units, onCancel, onAdd }: AddPhotoDialogProps) {
  const [tag, setTag] = useState<PhotoTag>('before');
  const [caption, setCaption] = useState('');
  const [unit, setUnit] = useState(units.length === 1 ? units[0].id : NO_UNIT);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add photo</DialogTitle>
          <DialogDescription>
            Kept on this phone until it is sent, like every action of your day.
          </DialogDescription>
        </DialogHeader>
        {preview && (
          <img src={preview} alt="The photo to add" className="max-h-56 w-full rounded-md object-contain" />
        )}
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Tag</legend>
          <div className="grid grid-cols-3 gap-2">
            {PHOTO_TAGS.map((t) => (
              <Button
                key={t}
                type="button"
                className="h-11"
                variant={tag === t ? 'default' : 'outline'}
                aria-pressed={tag === t}
                onClick={() => setTag(t)}
              >
                {PHOTO_TAG_LABELS[t]}
              </Button>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <Label htmlFor="photo-caption">Caption</Label>
          <Input
            id="photo-caption"
            value={caption}
            maxLength={500}
            onChange={(e) => setCaption(e.target.value)}
            placeholder="What the photo shows"
          />
        </div>
        {units.length > 0 && (
          <div className="grid gap-1.5">
            <Label htmlFor="photo-unit">Unit</Label>
            <Select value={unit} onValueChange={setUnit}>
              <SelectTrigger id="photo-unit" className="h-11">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_UNIT}>No particular unit</SelectItem>
                {units.map((u) => (
                  <SelectItem key={u.id} value={u.id}>
                    {equipmentLabel(u)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <DialogFooter className="gap-2">
          <Button type="button" variant="outline" className="h-11" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="button"
            className="h-11"
            onClick={() =>
              onAdd({ tag, caption: caption.trim() || null, equipmentId: unit === NO_UNIT ? null : unit })
            }
          >
            Add photo
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
