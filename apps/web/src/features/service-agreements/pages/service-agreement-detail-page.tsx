import { useEffect, useState, type ReactNode } from 'react';
import { formatMoney } from '@tradeworks/contracts/money';
import { cn } from '@/lib/utils';
import { DETAIL_PAGE_WIDTH } from '@/lib/page-width';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Ban, Pencil, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import {
  AGREEMENT_MESSAGES,
  BILLING_SCHEDULE_LABELS,
  type ServiceAgreementDetail,
} from '@tradeworks/contracts/service-agreements';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useDeleteAgreement } from '../api/delete-agreement';
import { useServiceAgreement } from '../api/get-service-agreement';
import { useUpdateAgreement } from '../api/update-agreement';
import { AgreementStatusBadge } from '../components/agreement-status-badge';
import { BackToAgreements } from '../components/back-to-agreements';
import { RenewDialog } from '../components/renew-dialog';
import { formatDay } from '../lib/dates';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace('-', ' ');

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`grid gap-0.5 ${className ?? ''}`}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function Facts({ agreement: a }: { agreement: ServiceAgreementDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Term</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Client">
            {a.clientId ? (
              <Link to={`/clients/${a.clientId}`} className="underline-offset-4 hover:underline">
                {a.clientName}
              </Link>
            ) : (
              a.clientName
            )}
          </Fact>
          <Fact label="Service Type">{a.serviceType}</Fact>
          <Fact label="Frequency">{a.frequency ?? '—'}</Fact>
          <Fact label="Term">
            {formatDay(a.startDate)} – {formatDay(a.endDate)}
          </Fact>
          <Fact label="Value">{formatMoney(a.value)}</Fact>
          <Fact label="Billing Schedule">
            {a.billingSchedule ? BILLING_SCHEDULE_LABELS[a.billingSchedule] : 'No automatic billing'}
          </Fact>
          <Fact label="Next Service">{formatDay(a.nextService)}</Fact>
          <Fact label="Renews Automatically">{a.autoRenew ? 'Yes' : 'No'}</Fact>
          {a.renewedFromId && (
            <Fact label="Renews">
              <Link to={`/service-agreements/${a.renewedFromId}`} className="underline underline-offset-4">
                {a.renewedFromNumber ?? 'Previous term'}
              </Link>
            </Fact>
          )}
          {a.renewedToId && (
            <Fact label="Renewed As">
              <Link to={`/service-agreements/${a.renewedToId}`} className="underline underline-offset-4">
                {a.renewedToNumber ?? 'Next term'}
              </Link>
            </Fact>
          )}
          {a.services.length > 0 && (
            <Fact label="Services Each Visit">
              {a.services
                .map((s) => `${s.name}${s.quantity !== '1.00' ? ` × ${s.quantity}` : ''}`)
                .join(', ')}
            </Fact>
          )}
          {a.description && (
            <Fact label="Description" className="sm:col-span-2 lg:col-span-3">
              <span className="whitespace-pre-line">{a.description}</span>
            </Fact>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function Visits({ agreement }: { agreement: ServiceAgreementDetail }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>Visits</CardTitle>
      </CardHeader>
      {agreement.visits.length === 0 ? (
        <CardContent className="text-sm text-muted-foreground">
          {agreement.frequency === 'As Needed'
            ? 'Visits are booked as needed: create jobs for this client from Dispatching.'
            : 'No visits yet: they are scheduled 60 days ahead while the agreement runs.'}
        </CardContent>
      ) : (
        <Table aria-label="Visits">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Job</TableHead>
              <TableHead className="hidden sm:table-cell">Technician</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {agreement.visits.map((v) => (
              <TableRow key={v.jobId}>
                <TableCell className="whitespace-nowrap">{formatDay(v.visitDate)}</TableCell>
                <TableCell>
                  <Link
                    to={`/dispatching/jobs/${v.jobId}`}
                    className="font-medium whitespace-nowrap underline underline-offset-4"
                  >
                    {v.jobNumber}
                  </Link>
                </TableCell>
                <TableCell className="hidden sm:table-cell">{v.technicianName ?? 'Unassigned'}</TableCell>
                <TableCell>
                  <Badge
                    variant={
                      v.status === 'completed' ? 'success' : v.status === 'cancelled' ? 'secondary' : 'info'
                    }
                  >
                    {capitalize(v.status)}
                  </Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

function Invoices({ agreement }: { agreement: ServiceAgreementDetail }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>Invoices</CardTitle>
      </CardHeader>
      {agreement.invoices.length === 0 ? (
        <CardContent className="text-sm text-muted-foreground">
          {agreement.billingSchedule
            ? 'No invoices yet: each billing period is invoiced when it begins.'
            : 'This agreement has no billing schedule.'}
        </CardContent>
      ) : (
        <Table aria-label="Invoices">
          <TableHeader>
            <TableRow>
              <TableHead>Invoice</TableHead>
              <TableHead className="hidden sm:table-cell">Period</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {agreement.invoices.map((i) => (
              <TableRow key={i.invoiceId}>
                <TableCell>
                  <Link
                    to={`/invoices/${i.invoiceId}`}
                    className="font-medium whitespace-nowrap underline underline-offset-4"
                  >
                    {i.invoiceNumber}
                  </Link>
                  <p className="text-xs text-muted-foreground sm:hidden">{formatDay(i.periodStart)}</p>
                </TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">
                  {formatDay(i.periodStart)} – {formatDay(i.periodEnd)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(i.amount)}</TableCell>
                <TableCell>
                  <Badge
                    variant={i.status === 'paid' ? 'success' : i.status === 'draft' ? 'secondary' : 'info'}
                  >
                    {capitalize(i.status)}
                  </Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

/** The spec's question, and the unsent draft invoices that go with the agreement (nothing sent or paid goes). */
function deleteDescription(a: ServiceAgreementDetail): string {
  const drafts = a.invoices.filter((i) => i.status === 'draft').map((i) => i.invoiceNumber);
  if (!drafts.length) return AGREEMENT_MESSAGES.deleteConfirm;
  const which =
    drafts.length === 1 ? `draft invoice ${drafts[0]} is` : `draft invoices ${drafts.join(', ')} are`;
  return `${AGREEMENT_MESSAGES.deleteConfirm} Its ${which} deleted with it.`;
}

/** /service-agreements/:id — the term, its visits (jobs) and invoices; renew, edit, cancel, delete. */
export function ServiceAgreementDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const agreement = useServiceAgreement(id);
  const canEdit = useCan('service_agreements', 'edit');
  const update = useUpdateAgreement();
  const remove = useDeleteAgreement();
  const [dialog, setDialog] = useState<'renew' | 'cancel' | 'delete' | null>(null);
  // ?renew=1 (the dashboard alert's Renew action) opens the renew dialog once the agreement allows it.
  const [search, setSearch] = useSearchParams();
  const renewable = canEdit && agreement.data?.allowedActions.includes('renew') === true;
  useEffect(() => {
    if (search.get('renew') !== '1' || !agreement.data) return;
    if (renewable) setDialog('renew');
    setSearch({}, { replace: true });
  }, [search, setSearch, agreement.data, renewable]);

  useEffect(() => {
    document.title = `${agreement.data?.contractNumber ?? 'Service Agreement'} · Tradeworks`;
  }, [agreement.data?.contractNumber]);

  if (agreement.isPending) {
    return (
      <div className={cn('mx-auto grid w-full gap-4', DETAIL_PAGE_WIDTH)} aria-busy="true">
        <BackToAgreements />
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (agreement.isError) {
    const missing = isApiError(agreement.error, 404);
    return (
      <div className={cn('mx-auto w-full', DETAIL_PAGE_WIDTH)}>
        <BackToAgreements />
        <Card>
          <LoadError
            message={missing ? 'This service agreement does not exist.' : AGREEMENT_MESSAGES.loadFailed}
            onRetry={missing ? undefined : () => agreement.refetch()}
          />
        </Card>
      </div>
    );
  }

  const a = agreement.data;
  const can = (action: (typeof a.allowedActions)[number]) => canEdit && a.allowedActions.includes(action);
  const setStatus = (status: 'active' | 'cancelled') =>
    update.mutate(
      { id: a.id, body: { status } },
      {
        onSuccess: () => {
          setDialog(null);
          toast({ title: AGREEMENT_MESSAGES.updated, description: `${a.contractNumber} is ${status}.` });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, AGREEMENT_MESSAGES.updateFailed),
            variant: 'destructive',
          }),
      },
    );
  const deleteAgreement = () =>
    remove.mutate(a.id, {
      onSuccess: () => {
        toast({ title: AGREEMENT_MESSAGES.deleted, description: a.contractNumber });
        navigate('/service-agreements');
      },
      onError: (error) => {
        setDialog(null);
        toast({
          title: 'Error',
          description: errorMessage(error, AGREEMENT_MESSAGES.deleteFailed),
          variant: 'destructive',
        });
      },
    });

  return (
    <div className={cn('mx-auto grid w-full gap-6', DETAIL_PAGE_WIDTH)}>
      <div>
        <BackToAgreements />
        <PageHeader
          className="mb-0"
          title={
            <span className="flex flex-wrap items-center gap-3">
              {a.contractNumber}
              <AgreementStatusBadge status={a.status} />
            </span>
          }
          description={`${a.clientName} · ${a.serviceType}`}
          actions={
            <>
              {can('renew') && (
                <Button onClick={() => setDialog('renew')}>
                  <RefreshCw aria-hidden="true" />
                  Renew
                </Button>
              )}
              {can('edit') && (
                <Button asChild variant="outline">
                  <Link to={`/service-agreements/${a.id}/edit`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
              )}
              {can('cancel') && (
                <Button variant="destructive-outline" onClick={() => setDialog('cancel')}>
                  <Ban aria-hidden="true" />
                  Cancel Agreement
                </Button>
              )}
              {can('reactivate') && (
                <Button variant="outline" onClick={() => setStatus('active')} disabled={update.isPending}>
                  <RotateCcw aria-hidden="true" />
                  Reactivate
                </Button>
              )}
              {can('delete') && (
                <Button variant="destructive-outline" onClick={() => setDialog('delete')}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              )}
            </>
          }
        />
        {canEdit && !a.allowedActions.includes('delete') && (
          <p className="mt-2 text-sm text-muted-foreground">
            Visits were done or invoices were sent or paid under this agreement, so it cannot be deleted:
            cancel it instead.
          </p>
        )}
      </div>
      <Facts agreement={a} />
      <Visits agreement={a} />
      <Invoices agreement={a} />
      <RenewDialog
        agreement={a}
        open={dialog === 'renew'}
        onOpenChange={(open) => setDialog(open ? 'renew' : null)}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={`Cancel ${a.contractNumber}?`}
        description="Its future visits that nobody has taken on are removed and no further invoices are made. Visits already assigned or done stay."
        confirmLabel="Cancel Agreement"
        dismissLabel="Keep Agreement"
        destructive
        pending={update.isPending}
        onConfirm={() => setStatus('cancelled')}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title="Delete Service Agreement"
        description={deleteDescription(a)}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={deleteAgreement}
      />
    </div>
  );
}
