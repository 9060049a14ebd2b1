import { ConfirmDialog } from '@/components/confirm-dialog';

interface ConfirmDeleteDialogProps {
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** "Are you sure you want to delete {name}? This action cannot be undone." */
export function ConfirmDeleteDialog({ name, busy, onConfirm, onOpenChange }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      onOpenChange={onOpenChange}
      alert
      destructive
      title={`Delete ${name}?`}
      description={`Are you sure you want to delete ${name}? This action cannot be undone.`}
      confirmLabel="Delete"
      pending={busy}
      onConfirm={onConfirm}
    />
  );
}
