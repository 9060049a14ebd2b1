import { useMemo, useState } from 'react';
import { CheckCircle2, Clock, CloudOff, MapPin, Navigation, Phone, Play } from 'lucide-react';
import { MY_DAY_ACTION_LABELS, MY_DAY_MESSAGES, type MyDayAction } from '@tradeworks/contracts/my-day';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { JobStatusBadge, PriorityBadge } from '@/features/dispatching/public';
import { useJobChecklist } from '../api/get-job-checklist';
import { applyPendingAnswers, type ShownJob } from '../lib/apply-pending';
import type { PhotoDraft, QueuedAction, SignOffDraft } from '../lib/offline-queue';
import { mapsUrl, telUrl, timeIn, visitTime } from '../lib/field-links';
import { CompleteJobDialog } from './complete-job-dialog';
import { JobChecklist } from './job-checklist';
import { JobPhotosField } from './job-photos-field';
import { JobSite } from './job-site';

interface MyDayJobCardProps {
  job: ShownJob;
  stop: number;
  timeZone: string;
  userId: string;
  queue: readonly QueuedAction[];
  onAction: (action: MyDayAction, complete?: { notes: string; signOff: SignOffDraft }) => void;
  onAnswer: (itemId: string, value: boolean | string | null, baseVersion: number) => void;
  onPhoto: (photo: PhotoDraft) => void;
}

const ACTION_ICONS = { 'en-route': Navigation, start: Play, complete: CheckCircle2 } as const;

/** One stop of the day: where, when, for whom, and the actions the server allows now (large touch targets). */
export function MyDayJobCard(props: MyDayJobCardProps) {
  const { job, stop, timeZone, userId, queue, onAction, onAnswer, onPhoto } = props;
  const [completing, setCompleting] = useState(false);
  const checklistQuery = useJobChecklist(userId, job.id);
  const checklist = useMemo(
    () => (checklistQuery.data ? applyPendingAnswers(checklistQuery.data, queue) : null),
    [checklistQuery.data, queue],
  );
  const open = job.status !== 'completed' && job.status !== 'cancelled';
  const maps = mapsUrl(job);
  const tel = telUrl(job.clientPhone);
  const headingId = `job-${job.id}-title`;

  return (
    <Card aria-labelledby={headingId} className="grid grid-cols-1 gap-3 p-4" role="article">
      <div className="flex items-start gap-3">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          aria-label={`Stop ${stop}`}
        >
          {stop}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold break-words text-foreground">
            {job.clientName}
          </h2>
          <p className="text-sm text-muted-foreground">
            {job.serviceType} · {job.jobNumber}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <JobStatusBadge status={job.status} />
          {job.priority !== 'medium' && <PriorityBadge priority={job.priority} />}
        </div>
      </div>

      {job.pendingSync && (
        <Badge variant="warning" className="gap-1" data-testid="pending-sync">
          <CloudOff aria-hidden="true" />
          {MY_DAY_MESSAGES.pendingSync}
        </Badge>
      )}

      <p className="flex items-center gap-2 text-sm text-foreground">
        <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {visitTime(job, timeZone)} · {job.estimatedDuration} min
      </p>
      {job.enRouteAt && job.status === 'assigned' && (
        <p className="text-sm text-foreground">On the way since {timeIn(job.enRouteAt, timeZone)}</p>
      )}

      <div className="grid gap-2 sm:grid-cols-2">
        {maps ? (
          <a
            href={maps}
            target="_blank"
            rel="noreferrer"
            className="flex min-h-12 items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium text-foreground underline-offset-4 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="sr-only">Open in maps: </span>
              {job.address ?? `${job.latitude}, ${job.longitude}`}
            </span>
          </a>
        ) : (
          <p className="flex min-h-12 items-center text-sm text-muted-foreground">No address on the job</p>
        )}
        {tel ? (
          <a
            href={tel}
            className="flex min-h-12 items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Phone className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="sr-only">Call {job.clientName}: </span>
              {job.clientPhone}
            </span>
          </a>
        ) : (
          <p className="flex min-h-12 items-center text-sm text-muted-foreground">No phone for this client</p>
        )}
      </div>

      <JobSite job={job} />

      {(job.description || job.notes) && (
        <div className="grid gap-1 text-sm">
          {job.description && <p className="text-foreground">{job.description}</p>}
          {job.notes && (
            <p className="whitespace-pre-line text-muted-foreground">
              <span className="font-medium text-foreground">Notes: </span>
              {job.notes}
            </p>
          )}
        </div>
      )}

      {checklist && (
        <JobChecklist
          list={checklist}
          disabled={!open || !checklist.editable}
          expanded={job.status === 'in-progress'}
          onAnswer={onAnswer}
        />
      )}

      {(open || job.status === 'completed') && (
        <JobPhotosField
          jobId={job.id}
          units={job.equipment ?? []}
          queue={queue}
          disabled={!open}
          onPhoto={onPhoto}
        />
      )}

      {job.allowedActions.length > 0 && (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {job.allowedActions.map((action) => {
            const Icon = ACTION_ICONS[action];
            return (
              <Button
                key={action}
                className="h-12 text-base"
                variant={action === 'en-route' ? 'outline' : 'default'}
                aria-describedby={headingId}
                onClick={() => (action === 'complete' ? setCompleting(true) : onAction(action))}
              >
                <Icon aria-hidden="true" />
                {MY_DAY_ACTION_LABELS[action]}
              </Button>
            );
          })}
        </div>
      )}

      {completing && (
        <CompleteJobDialog
          jobNumber={job.jobNumber}
          clientName={job.clientName}
          initialNotes={job.notes}
          missingRequired={checklist?.missingRequired.map((m) => m.label) ?? []}
          open={completing}
          onOpenChange={setCompleting}
          onComplete={(notes, signOff) => {
            setCompleting(false);
            onAction('complete', { notes, signOff });
          }}
        />
      )}
    </Card>
  );
}
