import { Loader2 } from 'lucide-react';
import { TEAM_MESSAGES, type TeamUser } from '@tradeworks/contracts/team';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRemoveTeamUser } from '../api/team-mutations';

/** 'Are you sure you want to remove this user from your organization?' — the account itself stays. */
export function RemoveUserDialog({ user, onClose }: { user: TeamUser | null; onClose: () => void }) {
  const remove = useRemoveTeamUser();
  const confirm = () =>
    user &&
    remove.mutate(user.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'User removed from organization successfully' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to remove user'),
          variant: 'destructive',
        }),
    });
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Remove from Organization</DialogTitle>
          <DialogDescription>{TEAM_MESSAGES.removeConfirm}</DialogDescription>
        </DialogHeader>
        {user && (
          <p className="text-sm">
            <span className="font-medium">{[user.first_name, user.last_name].filter(Boolean).join(' ')}</span>{' '}
            <span className="text-muted-foreground">({user.email})</span>
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
