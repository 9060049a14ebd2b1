import { Loader2, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface DocumentFormActionsProps {
  /** What is being saved, if anything: both buttons wait meanwhile. */
  saving: 'draft' | 'sent' | null;
  mode: 'create' | 'edit';
  /** "Quote", "Invoice". */
  noun: string;
  onSaveDraft: () => void;
}

/** The foot of a quote or invoice form: Save Draft, and the form's submit that saves and sends. */
export function DocumentFormActions({ saving, mode, noun, onSaveDraft }: DocumentFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" disabled={saving !== null} onClick={onSaveDraft}>
        {saving === 'draft' && <Loader2 className="animate-spin" aria-hidden="true" />}
        Save Draft
      </Button>
      <Button type="submit" disabled={saving !== null}>
        {saving === 'sent' ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {mode === 'create' ? `Create & Send ${noun}` : `Save & Send ${noun}`}
      </Button>
    </div>
  );
}
