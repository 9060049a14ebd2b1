import {
  CHECKLIST_MESSAGES,
  answerText,
  expectedRangeText,
  type JobChecklistItem,
} from '@tradeworks/contracts/checklists';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { errorMessage } from '@/lib/api-client';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useCan } from '@/lib/permissions';
import { useJobChecklistRecord } from '../api/get-job-checklist';
import { useShowChecklistInPortal } from '../api/show-checklist-in-portal';

function Answer({ item }: { item: JobChecklistItem }) {
  if (item.kind === 'signature' && typeof item.value === 'string')
    return <img src={item.value} alt={`${item.label}: signature`} className="h-14 rounded border bg-white" />;
  const text = answerText(item, item.value);
  return text === null ? <span className="text-muted-foreground">Not answered</span> : <span>{text}</span>;
}

function dateTime(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/**
 * The job page's field record: each checklist with its answers (readings with their expected range, the
 * out-of-range ones flagged, who answered), the required items still open, and the customer's sign-off. The
 * office chooses per checklist whether the client sees its answers in the portal's service history.
 */
export function JobChecklistAnswers({ jobId }: { jobId: string }) {
  const record = useJobChecklistRecord(jobId);
  const showInPortal = useShowChecklistInPortal(jobId);
  const canEdit = useCan('dispatching', 'edit');
  const { timeZone } = useOrganizationClock();
  const setVisible = (checklistId: string, portalVisible: boolean) =>
    showInPortal.mutate(
      { checklistId, portalVisible },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'The checklist was not changed',
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );
  if (record.isPending) return <Skeleton className="h-40" aria-busy="true" />;
  if (record.isError)
    return <LoadError message="Failed to load the checklist." onRetry={() => record.refetch()} />;
  const { checklists, missingRequired, signOff } = record.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Checklist and sign-off</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {checklists.length === 0 && (
          <p className="text-sm text-muted-foreground">{CHECKLIST_MESSAGES.noChecklist}.</p>
        )}
        {checklists.map((c) => (
          <section key={c.id} aria-label={`Checklist: ${c.name}`} className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{c.name}</h3>
              <label className="flex items-center gap-2 text-xs">
                <Switch
                  checked={c.portalVisible}
                  disabled={!canEdit || showInPortal.isPending}
                  onCheckedChange={(checked) => setVisible(c.id, checked)}
                  aria-label={`Show in the customer portal: ${c.name}`}
                />
                Shown in portal
              </label>
            </div>
            <dl className="grid gap-2 text-sm">
              {c.items.map((item) => {
                const range = expectedRangeText(item);
                return (
                  <div
                    key={item.id}
                    className="grid gap-1 border-b pb-2 last:border-b-0 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4"
                  >
                    <dt className="text-muted-foreground">
                      {item.label}
                      {item.required && <span className="sr-only"> (required)</span>}
                      {item.required && <span aria-hidden="true"> *</span>}
                      {range && <span className="block text-xs">Expected {range}</span>}
                    </dt>
                    <dd className="flex flex-wrap items-center gap-2">
                      <Answer item={item} />
                      {item.outOfRange && (
                        <Badge variant="destructive">{CHECKLIST_MESSAGES.outOfRange}</Badge>
                      )}
                      {item.answeredBy && item.answeredAt && (
                        <span className="text-xs text-muted-foreground">
                          {item.answeredBy}, {dateTime(item.answeredAt, timeZone)}
                        </span>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        ))}
        {missingRequired.length > 0 && (
          <p className="text-sm text-muted-foreground">
            Required items not answered yet: {missingRequired.map((m) => m.label).join(', ')}
          </p>
        )}
        <section aria-label="Customer sign-off" className="grid gap-2">
          <h3 className="text-sm font-semibold">Customer sign-off</h3>
          {!signOff ? (
            <p className="text-sm text-muted-foreground">Not signed.</p>
          ) : signOff.signed ? (
            <div className="grid gap-2 text-sm">
              {signOff.signatureDataUrl && (
                <img
                  src={signOff.signatureDataUrl}
                  alt={`Signature of ${signOff.signerName ?? 'the customer'}`}
                  className="h-24 max-w-full justify-self-start rounded border bg-white"
                />
              )}
              <p>
                Signed by {signOff.signerName} on {dateTime(signOff.signedAt, timeZone)}
              </p>
            </div>
          ) : (
            <p className="text-sm">Customer not present ({dateTime(signOff.signedAt, timeZone)})</p>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
