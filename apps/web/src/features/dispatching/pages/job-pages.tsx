import { useEffect, useState } from 'react';
import { formatMoney } from '@tradeworks/contracts/money';
import { cn } from '@/lib/utils';
import { DETAIL_PAGE_WIDTH } from '@/lib/page-width';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FileDown, Mail, MapPinned, Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { RecordMissing } from '@/components/record-missing';
import { NoEditAccess } from '@/components/no-edit-access';
import { buildUrl, errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { JobChecklistAnswers } from '@/features/checklists/public';
import { JobUnits } from '@/features/equipment/public';
import { JobPhotos, TechnicianPhotos } from '@/features/portal-access/public';
import { useCreateJob } from '../api/create-job';
import { useJob } from '../api/get-job';
import { useUpdateJob } from '../api/update-job';
import { BackToDispatching } from '../components/back-to-dispatching';
import { JobStatusBadge, PriorityBadge } from '../components/dispatch-badges';
import { JobActions } from '../components/job-actions';
import { JobForm } from '../components/job-form';
import { EmailWorkOrderDialog } from '../components/email-work-order-dialog';
import { TrackPanel } from '../components/track-panel';
import { useOrganizationClock } from '@/lib/organization-clock';
import { formatDateTime, formatDuration, formatTime } from '../lib/dispatch-labels';

/** /dispatching/jobs/new — New Job. */
export function JobNewPage() {
  const canEdit = useCan('dispatching', 'edit');
  const navigate = useNavigate();
  const create = useCreateJob();
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = 'New Job · Tradeworks';
  }, []);
  return (
    <div className="mx-auto w-full max-w-4xl">
      <BackToDispatching />
      <PageHeader
        title="New Job"
        description="A service visit for a client; it starts pending until a technician is assigned."
      />
      {canEdit ? (
        <JobForm
          defaults={{
            scheduledDate: params.get('scheduledDate'),
            estimatedDuration: params.get('estimatedDuration'),
          }}
          saving={create.isPending}
          serverErrors={isApiError(create.error, 400) ? create.error.fieldErrors : undefined}
          onCancel={() => navigate('/dispatching')}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (job) => {
                toast({ title: 'Job created', description: `${job.jobNumber} for ${job.clientName}` });
                navigate(`/dispatching/jobs/${job.id}`);
              },
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: 'Error',
                  description: errorMessage(error, 'Failed to create job'),
                }),
            })
          }
        />
      ) : (
        <NoEditAccess />
      )}
    </div>
  );
}

function JobLoad({ query }: { query: ReturnType<typeof useJob> }) {
  const { id = '' } = useParams();
  return query.isPending ? (
    <Skeleton className="h-96" aria-busy="true" />
  ) : isApiError(query.error, 404) ? (
    <RecordMissing entity="service_job" id={id} noun="Service job" />
  ) : (
    <LoadError message="Failed to load the job. Please try again." onRetry={() => query.refetch()} />
  );
}

/** /dispatching/jobs/:id/edit — Edit Job. */
export function JobEditPage() {
  const { id = '' } = useParams();
  const canEdit = useCan('dispatching', 'edit');
  const navigate = useNavigate();
  const job = useJob(id);
  const update = useUpdateJob(id);
  useEffect(() => {
    document.title = `Edit ${job.data?.jobNumber ?? 'Job'} · Tradeworks`;
  }, [job.data?.jobNumber]);
  return (
    <div className="mx-auto w-full max-w-4xl">
      <BackToDispatching />
      {!job.data ? (
        <JobLoad query={job} />
      ) : (
        <>
          <PageHeader title={`Edit ${job.data.jobNumber}`} description={job.data.clientName} />
          {canEdit ? (
            <JobForm
              job={job.data}
              saving={update.isPending}
              serverErrors={isApiError(update.error, 400) ? update.error.fieldErrors : undefined}
              onCancel={() => navigate(`/dispatching/jobs/${id}`)}
              onSubmit={(body) =>
                update.mutate(body, {
                  onSuccess: (saved) => {
                    toast({ title: 'Job updated', description: saved.jobNumber });
                    navigate(`/dispatching/jobs/${id}`);
                  },
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Error',
                      description: errorMessage(error, 'Failed to update job'),
                    }),
                })
              }
            />
          ) : (
            <NoEditAccess />
          )}
        </>
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** /dispatching/jobs/:id — the job, its schedule, services and the actions its status allows. */
export function JobDetailPage() {
  const { id = '' } = useParams();
  const canEdit = useCan('dispatching', 'edit');
  const job = useJob(id);
  const [tracking, setTracking] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const canViewEquipment = useCan('equipment');
  const { timeZone, differsFromDevice } = useOrganizationClock();
  // The job's times on the organization's clock, with the zone's short name when this device is elsewhere.
  const clock = { withZone: differsFromDevice };
  useEffect(() => {
    document.title = `${job.data?.jobNumber ?? 'Job'} · Tradeworks`;
  }, [job.data?.jobNumber]);
  if (!job.data)
    return (
      <div className={cn('mx-auto w-full', DETAIL_PAGE_WIDTH)}>
        <BackToDispatching />
        <JobLoad query={job} />
      </div>
    );
  const j = job.data;
  const open = j.status !== 'completed' && j.status !== 'cancelled';
  return (
    <div className={cn('mx-auto grid w-full gap-6 [&>*]:min-w-0', DETAIL_PAGE_WIDTH)}>
      <div>
        <BackToDispatching />
        <PageHeader
          className="mb-0"
          title={j.jobNumber}
          description={`${j.serviceType} for ${j.clientName}`}
          actions={
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <a href={buildUrl(`/api/service-jobs/${j.id}/work-order.pdf`)} download>
                  <FileDown aria-hidden="true" />
                  Work order PDF
                </a>
              </Button>
              {canEdit && (
                <Button variant="outline" onClick={() => setEmailing(true)}>
                  <Mail aria-hidden="true" />
                  E-mail work order
                </Button>
              )}
              {j.technicianId && (
                <Button variant="outline" onClick={() => setTracking(true)}>
                  <MapPinned aria-hidden="true" />
                  Track
                </Button>
              )}
              {canEdit && open && (
                <Button asChild variant="outline">
                  <Link to={`/dispatching/jobs/${j.id}/edit`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
              )}
            </div>
          }
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <JobStatusBadge status={j.status} />
        <PriorityBadge priority={j.priority} />
        {j.clientConfirmedAt && open && (
          <Badge
            variant="success"
            title={`Replied C on ${formatDateTime(j.clientConfirmedAt, timeZone, clock)}`}
          >
            Confirmed by client
          </Badge>
        )}
        {j.invoiceId && (
          <Link to={`/invoices/${j.invoiceId}`} className="text-sm text-primary hover:underline">
            View invoice
          </Link>
        )}
      </div>
      <JobActions job={j} />
      {j.status === 'cancelled' && j.cancellationReason && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">
          <span className="font-medium">Reason for cancelling: </span>
          {j.cancellationReason}
        </p>
      )}
      {j.unplacedReason && open && (
        <p className="rounded-md border border-warning/40 bg-warning/5 p-3 text-sm">
          Route optimiser: {j.unplacedReason}
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-3">
            <Fact label="Client">
              <Link to={`/clients/${j.clientId}`} className="hover:underline">
                {j.clientName}
              </Link>
            </Fact>
            <Fact label="Technician">{j.technicianName ?? 'Unassigned'}</Fact>
            <Fact label="Scheduled">{formatDateTime(j.scheduledDate, timeZone, clock)}</Fact>
            <Fact label="Duration">{formatDuration(j.estimatedDuration)}</Fact>
            <Fact label="Arrival window">
              {j.windowStart && j.windowEnd
                ? `${formatTime(j.windowStart, timeZone)} – ${formatTime(j.windowEnd, timeZone, clock)}`
                : 'Any time'}
            </Fact>
            <Fact label="Planned arrival">
              {j.plannedArrival
                ? `${formatDateTime(j.plannedArrival, timeZone, clock)} (stop ${j.routeOrder})`
                : '—'}
            </Fact>
            <Fact label="Location">
              {j.location.name}
              {j.location.fullAddress && j.location.fullAddress !== j.address && (
                <span className="block text-muted-foreground">{j.location.fullAddress}</span>
              )}
            </Fact>
            <Fact label="Address">{j.address ?? '—'}</Fact>
            <Fact label="Required skills">{j.requiredSkills.join(', ') || 'None'}</Fact>
            <Fact label="Completed">{formatDateTime(j.completedAt, timeZone, clock)}</Fact>
            {j.description && <Fact label="Description">{j.description}</Fact>}
            {j.notes && <Fact label="Notes">{j.notes}</Fact>}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Equipment</CardTitle>
        </CardHeader>
        <CardContent>
          <JobUnits units={j.equipment} linkUnits={canViewEquipment} />
        </CardContent>
      </Card>
      <JobChecklistAnswers jobId={j.id} />
      <TechnicianPhotos jobId={j.id} />
      <JobPhotos jobId={j.id} />
      <Card>
        <CardHeader>
          <CardTitle>Services</CardTitle>
        </CardHeader>
        <CardContent>
          {j.services.length === 0 ? (
            <p className="text-sm text-muted-foreground">No catalogue services on this job.</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {j.services.map((s) => (
                <li key={s.serviceId} className="flex justify-between gap-2">
                  <span>
                    {s.name} × {Number(s.quantity)}
                  </span>
                  <span className="tabular-nums">{formatMoney(s.basePrice)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <TrackPanel jobId={tracking ? j.id : null} onClose={() => setTracking(false)} />
      <EmailWorkOrderDialog
        jobId={j.id}
        jobNumber={j.jobNumber}
        clientName={j.clientName}
        open={emailing}
        onOpenChange={setEmailing}
      />
    </div>
  );
}
