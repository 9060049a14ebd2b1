import { useEffect, useState } from 'react';
import { UserPlus, Users } from 'lucide-react';
import type { TeamUser } from '@tradeworks/contracts/team';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useCurrentUser } from '@/features/auth/public';
import { useTeamUsers } from '../api/list-team-users';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { RemoveUserDialog } from '../components/remove-user-dialog';
import { TeamTable } from '../components/team-table';
import { TeamUserDialog, type TeamDialogState } from '../components/team-user-dialog';

const PAGE_SIZE = 50;

/** /users — the organization's team members and pending invitations (spec part 2 "Tenant team users"). */
export function UsersPage() {
  const canEdit = useCan('admin', 'edit');
  const me = useCurrentUser();
  const { search, offset, update } = useListQueryState();
  const list = useTeamUsers({ search: search || undefined, limit: PAGE_SIZE, offset });
  const [dialog, setDialog] = useState<TeamDialogState>(null);
  const [removing, setRemoving] = useState<TeamUser | null>(null);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  useEffect(() => {
    document.title = 'User Management · Tradeworks';
  }, []);

  const onResend = (user: TeamUser) =>
    resend.mutate(user.id, {
      onSuccess: () => toast({ title: 'Success', description: `Invitation sent again to ${user.email}` }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to resend invitation'),
          variant: 'destructive',
        }),
    });
  const onRevoke = (user: TeamUser) =>
    revoke.mutate(user.id, {
      onSuccess: () => toast({ title: 'Success', description: `Invitation to ${user.email} revoked` }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to revoke invitation'),
          variant: 'destructive',
        }),
    });

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <PageHeader
        className="mb-0"
        title="Team Members"
        description="People in your organization, their roles and pending invitations."
        actions={
          canEdit && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setDialog({ mode: 'invite' })}>
                <UserPlus aria-hidden="true" />
                Invite User
              </Button>
              <Button onClick={() => setDialog({ mode: 'create' })}>
                <UserPlus aria-hidden="true" />
                Create New User
              </Button>
            </div>
          )
        }
      />
      <Card className="overflow-hidden">
        <div className="border-b p-4">
          <SearchInput
            className="sm:max-w-sm"
            value={search}
            onSearch={(value) => update({ search: value, offset: null })}
            label="Search team members"
            placeholder="Search by name, e-mail or role…"
          />
        </div>
        {list.isPending ? (
          <div className="grid gap-3 p-4" role="status" aria-busy="true" aria-label="Loading team members">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError
            message="Failed to load team members. Please try again."
            onRetry={() => list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={Users}
            title={search ? 'No team members match your search.' : 'No team members yet.'}
          />
        ) : (
          <>
            <TeamTable
              users={list.data.items}
              canEdit={canEdit}
              currentUserId={me.data?.id}
              onEdit={(user) => setDialog({ mode: 'edit', user })}
              onRemove={setRemoving}
              onResend={onResend}
              onRevoke={onRevoke}
            />
            <ListPagination
              offset={offset}
              limit={PAGE_SIZE}
              total={list.data.total}
              noun="members"
              onOffsetChange={(next) => update({ offset: next })}
            />
          </>
        )}
      </Card>
      <TeamUserDialog state={dialog} onClose={() => setDialog(null)} />
      <RemoveUserDialog user={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
