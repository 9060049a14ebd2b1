import { Link } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { CLIENT_DETAIL_LABELS, missingClientDetails, type Client } from '@tradeworks/contracts/clients';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The details an imported client still lacks ("e-mail, phone and address"). */
export function missingDetailsText(client: Client): string {
  const missing = missingClientDetails(client).map((field) => CLIENT_DETAIL_LABELS[field]);
  if (missing.length <= 1) return missing.join('');
  return `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
}

export function NeedsDetailsBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn('border-amber-500/60 text-amber-700 dark:text-amber-300', className)}
    >
      Needs details
    </Badge>
  );
}

/** On a client imported without details the form requires: what is missing, and the way to complete it. */
export function NeedsDetailsNotice({ client, canEdit }: { client: Client; canEdit: boolean }) {
  if (!client.needsDetails) return null;
  return (
    <Alert>
      <AlertCircle aria-hidden="true" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <strong>Needs details:</strong> this client was imported without {missingDetailsText(client)}.
        </p>
        {canEdit && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/clients/${client.id}/edit`}>Complete details</Link>
          </Button>
        )}
      </div>
    </Alert>
  );
}
