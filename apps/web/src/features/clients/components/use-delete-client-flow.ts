import { useState } from 'react';
import type { Client } from '@tradeworks/contracts/clients';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteClient } from '../api/delete-client';

/** The confirm-then-delete flow shared by the list and the client page; a 409 shows the server's advice. */
export function useDeleteClientFlow(onDeleted?: (client: Client) => void) {
  const remove = useDeleteClient();
  const [target, setTarget] = useState<Client | null>(null);
  return {
    target,
    busy: remove.isPending,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => {
      if (!target) return;
      remove.mutate(target.id, {
        onSuccess: () => {
          toast({ title: 'Client deleted', description: `${target.name} was deleted.` });
          setTarget(null);
          onDeleted?.(target);
        },
        onError: (error) => {
          setTarget(null);
          toast({
            title: 'Error deleting client',
            description: errorMessage(error, 'Failed to delete client.'),
            variant: 'destructive',
          });
        },
      });
    },
  };
}
