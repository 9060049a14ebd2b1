import { useState } from 'react';
import { CHECKLIST_MESSAGES } from '@tradeworks/contracts/checklists';
import { SIGN_OFF_MESSAGES } from '@tradeworks/contracts/job-sign-off';
import { completeJobSchema } from '@tradeworks/contracts/service-jobs';
import { Alert } from '@/components/ui/alert';
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
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/use-zod-form';
import type { SignOffDraft } from '../lib/offline-queue';
import { SignaturePad } from './signature-pad';

interface CompleteJobDialogProps {
  jobNumber: string;
  clientName: string;
  initialNotes: string | null;
  /** Required checklist items still unanswered on this device: Complete is refused while any is left. */
  missingRequired: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete: (notes: string, signOff: SignOffDraft) => void;
}

/**
 * Complete with the technician's notes (what was done, parts used; they replace the job's notes) and the
 * customer's sign-off: a signature drawn on the phone with the printed name, or "customer not present" (or
 * neither). Refused here, with the server's message, while required checklist items are unanswered.
 */
export function CompleteJobDialog(props: CompleteJobDialogProps) {
  const { jobNumber, clientName, initialNotes, missingRequired, open, onOpenChange, onComplete } = props;
  // Checked as it is typed: the phone keyboard hides a message that only appears on submit.
  const form = useZodForm(completeJobSchema, {
    mode: 'onChange',
    defaultValues: { notes: initialNotes ?? '' },
  });
  const [signature, setSignature] = useState<string | null>(null);
  const [signerName, setSignerName] = useState('');
  const [notPresent, setNotPresent] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const tooLong = form.formState.errors.notes?.message;

  const submit = () => {
    if (missingRequired.length) {
      setRefusal(CHECKLIST_MESSAGES.missingRequired([...missingRequired]));
      return;
    }
    const signed = !notPresent && signature !== null;
    if (signed && !signerName.trim()) {
      setNameError(SIGN_OFF_MESSAGES.signerName);
      return;
    }
    onComplete(form.getValues('notes').trim(), {
      signatureDataUrl: signed ? signature : null,
      signerName: signed ? signerName.trim() : null,
      customerNotPresent: notPresent,
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[95dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Complete {jobNumber}</DialogTitle>
          <DialogDescription>
            {clientName}: note what was done and ask the customer to sign.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
          {refusal && (
            <Alert variant="destructive">
              <p>{refusal}</p>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor="complete-notes">Completion notes</Label>
            <Textarea
              id="complete-notes"
              rows={4}
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
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Customer sign-off</legend>
            <label className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={notPresent}
                onChange={(e) => setNotPresent(e.target.checked)}
              />
              Customer not present
            </label>
            {!notPresent && (
              <>
                <SignaturePad label="Customer signature" onChange={setSignature} />
                <div className="grid gap-2">
                  <Label htmlFor="complete-signer">Signer’s name</Label>
                  <Input
                    id="complete-signer"
                    autoComplete="off"
                    value={signerName}
                    maxLength={100}
                    onChange={(e) => {
                      setSignerName(e.target.value);
                      setNameError(null);
                    }}
                    aria-invalid={nameError ? true : undefined}
                    aria-describedby={nameError ? 'complete-signer-error' : undefined}
                  />
                  {nameError && (
                    <p id="complete-signer-error" className="text-sm text-destructive">
                      {nameError}
                    </p>
                  )}
                </div>
              </>
            )}
          </fieldset>
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
