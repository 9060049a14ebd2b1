import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** The button that closes without acting. */
  dismissLabel?: string;
  destructive?: boolean;
  /** An `alertdialog` (asks before something that cannot be undone) rather than a plain dialog. */
  alert?: boolean;
  /** The action is running: both buttons wait, and the dialog stays open until it settles. */
  pending?: boolean;
  /** The action is not possible yet (e.g. the confirming text is not typed). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** Inputs the action needs, or what it acts on, between the description and the buttons. */
  children?: ReactNode;
}

/**
 * The one confirmation of the app: asks before an action that cannot be undone (delete, cancel, remove) or
 * that needs an input first (convert, mark paid, complete).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  dismissLabel = 'Cancel',
  destructive,
  alert,
  pending,
  confirmDisabled,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !pending) && onOpenChange(next)}>
      <DialogContent {...(alert && { role: 'alertdialog' })}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {dismissLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={pending || confirmDisabled}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
