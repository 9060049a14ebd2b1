import { completeJobSchema } from '@tradeworks/contracts/service-jobs';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';

interface CompleteJobDialogProps {
  jobNumber: string;
  clientName: string;
  initialNotes: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete: (notes: string) => void;
}

/** Complete with the technician's notes (what was done, parts used); the notes replace the job's notes. */
export function CompleteJobDialog(props: CompleteJobDialogProps) {
  const { jobNumber, clientName, initialNotes, open, onOpenChange, onComplete } = props;
  // Checked as it is typed: the phone keyboard hides a message that only appears on submit.
  const form = useZodForm(completeJobSchema, {
    mode: 'onChange',
    defaultValues: { notes: initialNotes ?? '' },
  });
  const tooLong = form.formState.errors.notes?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Complete {jobNumber}</DialogTitle>
          <DialogDescription>{clientName}: note what was done before you leave.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={form.handleSubmit(() => onComplete(form.getValues('notes').trim()))}
        >
          <div className="grid gap-2">
            <Label htmlFor="complete-notes">Completion notes</Label>
            <Textarea
              id="complete-notes"
              rows={5}
              {...form.register('notes')}
              aria-invalid={tooLong ? true : undefined}
              aria-describedby={tooLong ? 'complete-notes-error' : undefined}
            />
            {tooLong && (
              <p id="complete-notes-error" className="text-sm text-destructive">
                {tooLong}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" className="h-12" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" className="h-12">
              Complete job
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
