import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { FormDialogBody } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The secret a create answered with, and the words around it. */
export interface RevealedSecret {
  title: string;
  description: ReactNode;
  /** The read-only field's id and label. */
  id: string;
  label: string;
  value: string;
  /** "Copy key", "Copy secret". */
  copyLabel: string;
}

interface SecretOnceDialogProps {
  open: boolean;
  onClose: () => void;
  pending: boolean;
  title: string;
  description: ReactNode;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
  /** Set once the create succeeded: the dialog then shows the secret instead of the form. */
  secret: RevealedSecret | null;
}

/** Create something that has a secret (an API key, a webhook), then show that secret this once to copy. */
export function SecretOnceDialog({
  open,
  onClose,
  pending,
  title,
  description,
  submitLabel,
  onSubmit,
  children,
  secret,
}: SecretOnceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {secret ? (
          <SecretReveal secret={secret} onDone={onClose} />
        ) : (
          <FormDialogBody
            pending={pending}
            onCancel={onClose}
            title={title}
            description={description}
            submitLabel={submitLabel}
            onSubmit={onSubmit}
          >
            {children}
          </FormDialogBody>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SecretReveal({ secret, onDone }: { secret: RevealedSecret; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret.value);
    setCopied(true);
  };
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{secret.title}</DialogTitle>
        <DialogDescription>{secret.description}</DialogDescription>
      </DialogHeader>
      <FormField id={secret.id} label={secret.label}>
        <Input
          readOnly
          value={secret.value}
          className="font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copied ? 'Copied' : secret.copyLabel}
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
