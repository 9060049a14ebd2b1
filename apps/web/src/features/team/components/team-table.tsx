import { Link } from 'react-router';
import { HardHat, MailPlus, MoreHorizontal, Pencil, UserMinus, XCircle } from 'lucide-react';
import type { TeamUser } from '@tradeworks/contracts/team';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { RoleBadge } from './role-badge';

interface TeamTableProps {
  users: TeamUser[];
  canEdit: boolean;
  currentUserId: string | undefined;
  onEdit: (user: TeamUser) => void;
  onRemove: (user: TeamUser) => void;
  onResend: (user: TeamUser) => void;
  onRevoke: (user: TeamUser) => void;
}

const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never');
/** An invitation not yet answered: "Invited" while its link works, "Invitation expired" after. */
const invitationLabel = (u: TeamUser) => (u.invitation_expires_at ? 'Invited' : 'Invitation expired');
const nameOf = (u: TeamUser) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email;
/** Add Technician, linked to this member from the start, with their name and e-mail filled in. */
const newTechnicianFor = (u: TeamUser) =>
  `/dispatching/technicians/new?${new URLSearchParams({ userId: u.id, name: nameOf(u), email: u.email })}`;

/** The team: name and e-mail, role badge, status, last sign-in, and the row menu. */
export function TeamTable({
  users,
  canEdit,
  currentUserId,
  onEdit,
  onRemove,
  onResend,
  onRevoke,
}: TeamTableProps) {
  const canDispatch = useCan('dispatching', 'edit');
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead className="hidden sm:table-cell">Role</TableHead>
          <TableHead className="hidden md:table-cell">Status</TableHead>
          <TableHead className="hidden lg:table-cell">Last sign-in</TableHead>
          <TableHead className="hidden lg:table-cell">Joined</TableHead>
          {canEdit && <TableHead className="text-right">Actions</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell className="max-w-60 sm:max-w-none">
              <p className="truncate font-medium">
                {nameOf(user)}
                {user.id === currentUserId && <span className="text-muted-foreground"> (you)</span>}
              </p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
              {user.technician_id && (
                <p className="truncate text-xs">
                  Technician:{' '}
                  <Link
                    to={`/dispatching/technicians/${user.technician_id}`}
                    className="text-primary hover:underline"
                  >
                    {user.technician_name}
                  </Link>
                </p>
              )}
              <div className="mt-1 flex flex-wrap gap-1 sm:hidden">
                <RoleBadge role={user.role} />
              </div>
              {user.status === 'pending' && (
                <Badge variant="warning" className="mt-1 md:hidden">
                  {invitationLabel(user)}
                </Badge>
              )}
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <RoleBadge role={user.role} />
            </TableCell>
            <TableCell className="hidden md:table-cell">
              {user.status === 'pending' ? (
                <Badge variant="warning">{invitationLabel(user)}</Badge>
              ) : (
                <Badge variant="success">Active</Badge>
              )}
            </TableCell>
            <TableCell className="hidden text-sm text-muted-foreground lg:table-cell">
              {dateTime(user.last_login)}
            </TableCell>
            <TableCell className="hidden text-sm text-muted-foreground lg:table-cell">
              {formatDate(user.joined_at)}
            </TableCell>
            {canEdit && (
              <TableCell className="text-right">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${nameOf(user)}`}>
                      <MoreHorizontal aria-hidden="true" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => onEdit(user)}>
                      <Pencil aria-hidden="true" />
                      Edit User
                    </DropdownMenuItem>
                    {canDispatch && !user.technician_id && (
                      <DropdownMenuItem asChild>
                        <Link to={newTechnicianFor(user)}>
                          <HardHat aria-hidden="true" />
                          Create a technician for this person
                        </Link>
                      </DropdownMenuItem>
                    )}
                    {user.status === 'pending' && (
                      <>
                        <DropdownMenuItem onSelect={() => onResend(user)}>
                          <MailPlus aria-hidden="true" />
                          Resend Invitation
                        </DropdownMenuItem>
                        <DropdownMenuItem variant="destructive" onSelect={() => onRevoke(user)}>
                          <XCircle aria-hidden="true" />
                          Revoke Invitation
                        </DropdownMenuItem>
                      </>
                    )}
                    <DropdownMenuSeparator />
                    <DropdownMenuItem variant="destructive" onSelect={() => onRemove(user)}>
                      <UserMinus aria-hidden="true" />
                      Remove from Organization
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
