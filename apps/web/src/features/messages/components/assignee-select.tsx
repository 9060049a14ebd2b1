import type { Thread } from '@tradeworks/contracts/messages';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAssignees } from '../api/get-inbox-extras';
import { useUpdateThread } from '../api/update-thread';

const OFFICE = 'office';

/** Who answers the thread: a team member, or the office (nobody in particular). */
export function AssigneeSelect({ thread, disabled }: { thread: Thread; disabled?: boolean }) {
  const assignees = useAssignees();
  const update = useUpdateThread();
  const members = assignees.data ?? [];
  // The current assignee is listed even before the members load (or if the list leaves them out).
  const options =
    thread.assigneeUserId && !members.some((m) => m.userId === thread.assigneeUserId)
      ? [...members, { userId: thread.assigneeUserId, name: thread.assigneeName ?? 'Team member' }]
      : members;
  return (
    <Select
      value={thread.assigneeUserId ?? OFFICE}
      disabled={disabled || update.isPending}
      onValueChange={(value) =>
        update.mutate(
          { id: thread.id, assigneeUserId: value === OFFICE ? null : value },
          {
            onSuccess: (saved) =>
              toast({
                title: saved.assigneeName ? `Assigned to ${saved.assigneeName}` : 'Assigned to the office',
              }),
            onError: (error) =>
              toast({
                title: 'Could not assign the conversation',
                description: errorMessage(error, 'Please try again.'),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      <SelectTrigger className="w-full sm:w-52" aria-label="Assigned to">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={OFFICE}>Office</SelectItem>
        {options.map((member) => (
          <SelectItem key={member.userId} value={member.userId}>
            {member.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
