import { TEAM_MESSAGES, type TeamUser } from '@tradeworks/contracts/team';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRemoveTeamUser } from '../api/remove-team-user';

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
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      alert
      destructive
      title="Remove from Organization"
      description={TEAM_MESSAGES.removeConfirm}
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={confirm}
    >
      {user && (
        <p className="text-sm">
          <span className="font-medium">{[user.first_name, user.last_name].filter(Boolean).join(' ')}</span>{' '}
          <span className="text-muted-foreground">({user.email})</span>
        </p>
      )}
    </ConfirmDialog>
  );
}
