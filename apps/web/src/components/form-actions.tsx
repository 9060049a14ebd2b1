import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface FormActionsProps {
  saving: boolean;
  onCancel: () => void;
  /** The submit button's words, e.g. "Create Service" or "Save Changes". */
  submitLabel: ReactNode;
}

/** The foot of a record form: Cancel and the submit button, stacked on a phone (submit on top), in a row after. */
export function FormActions({ saving, onCancel, submitLabel }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </div>
  );
}
