import { toast } from '@/components/ui/use-toast';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteService } from '../api/delete-service';

interface DeleteServiceDialogProps {
  service: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Confirms and deletes; a service used on quotes or invoices is refused with the server's advice. */
export function DeleteServiceDialog({ service, onClose, onDeleted }: DeleteServiceDialogProps) {
  const remove = useDeleteService();
  const confirm = () => {
    if (!service) return;
    remove.mutate(service.id, {
      onSuccess: () => {
        toast({ title: 'Service deleted', description: `${service.name} was removed from the catalogue.` });
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        onClose();
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete service'),
          variant: 'destructive',
        });
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      name={service?.name ?? null}
      busy={remove.isPending}
      onConfirm={confirm}
      onOpenChange={(open) => !open && onClose()}
    />
  );
}
