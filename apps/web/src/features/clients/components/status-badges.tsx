import type { ClientStatus } from '@tradeworks/contracts/clients';
import { Badge } from '@/components/ui/badge';
import { CLIENT_STATUS_LABELS, JOB_STATUS_LABELS } from '../lib/client-labels';

/* Darker text than the shared success/warning badges: small badge text needs 4.5:1 contrast (axe). */
const GREEN = 'border-transparent bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300';
const AMBER = 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-300';
const BLUE = 'border-transparent bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300';
const GREY = 'border-transparent bg-secondary text-secondary-foreground';

const CLIENT_STATUS_CLASSES: Record<ClientStatus, string> = { active: GREEN, lead: BLUE, inactive: GREY };
const JOB_STATUS_CLASSES: Record<string, string> = {
  completed: GREEN,
  assigned: BLUE,
  'in-progress': AMBER,
  pending: GREY,
};

export function ClientStatusBadge({ status, className }: { status: ClientStatus; className?: string }) {
  return (
    <Badge className={`${CLIENT_STATUS_CLASSES[status]} ${className ?? ''}`}>
      {CLIENT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function JobStatusBadge({ status }: { status: string }) {
  return <Badge className={JOB_STATUS_CLASSES[status] ?? GREY}>{JOB_STATUS_LABELS[status] ?? status}</Badge>;
}
