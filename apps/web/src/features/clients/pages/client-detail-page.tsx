import { useEffect } from 'react';
import { cn } from '@/lib/utils';
import { DETAIL_PAGE_WIDTH } from '@/lib/page-width';
import { Link, useNavigate, useParams } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { useCan } from '@/lib/permissions';
import { useClient } from '../api/get-client';
import { BackToClients } from '../components/back-to-clients';
import { AccountDetailsCard, ContactInfoCard } from '../components/client-overview-cards';
import { ClientLoadState } from '../components/client-load-state';
import { ContactLogCard } from '../components/contact-log-card';
import { LocationsCard } from '../components/locations-card';
import { PaymentMethodsPanel } from '../components/payment-methods-panel';
import { ServiceHistoryCard } from '../components/service-history-card';
import { ClientPortalCard } from '@/features/portal-access/public';
import { TextClientButton } from '@/features/messages/public';
import { useDeleteClientFlow } from '../components/use-delete-client-flow';
import { ClientStatusBadge } from '../components/status-badges';
import { NeedsDetailsBadge, NeedsDetailsNotice } from '../components/needs-details-notice';
import { CLIENT_TYPE_LABELS } from '../lib/client-labels';

/**
 * /clients/:id — contact info, account details, service locations (with their equipment and recent jobs),
 * service history, contact log and payment methods.
 */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useClient(id);
  const canEdit = useCan('clients', 'edit');
  const deletion = useDeleteClientFlow(() => navigate('/clients'));
  useEffect(() => {
    document.title = `${client.data?.name ?? 'Client'} · Tradeworks`;
  }, [client.data?.name]);

  if (!client.isSuccess) {
    return (
      <div className={cn('mx-auto grid w-full', DETAIL_PAGE_WIDTH)}>
        <BackToClients />
        <ClientLoadState id={id} error={client.error} onRetry={() => client.refetch()} />
      </div>
    );
  }
  const data = client.data;
  return (
    <div className={cn('mx-auto grid w-full [&>*]:min-w-0', DETAIL_PAGE_WIDTH)}>
      <BackToClients />
      <PageHeader
        title={data.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {data.companyName && <span>{data.companyName}</span>}
            <Badge variant="outline">{CLIENT_TYPE_LABELS[data.clientType]}</Badge>
            <ClientStatusBadge status={data.status} />
            {data.needsDetails && <NeedsDetailsBadge />}
          </span>
        }
        actions={
          <>
            <TextClientButton clientId={data.id} />
            {canEdit && (
              <>
                <Button asChild variant="outline">
                  <Link to={`/clients/${data.id}/edit`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
                <Button variant="destructive-outline" onClick={() => deletion.ask(data)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </>
            )}
          </>
        }
      />
      <NeedsDetailsNotice client={data} canEdit={canEdit} />
      {/* min-w-0: a card's long line wraps inside it instead of widening the page past a phone's width. */}
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <ContactInfoCard client={data} />
        <AccountDetailsCard client={data} />
        <div className="lg:col-span-2">
          <LocationsCard clientId={data.id} clientName={data.name} />
        </div>
        <ServiceHistoryCard clientId={data.id} />
        <PaymentMethodsPanel clientId={data.id} />
        <ClientPortalCard clientId={data.id} />
        <div className="lg:col-span-2">
          <ContactLogCard clientId={data.id} clientName={data.name} />
        </div>
      </div>
      <ConfirmDeleteDialog
        name={deletion.target?.name ?? null}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onOpenChange={(open) => !open && deletion.cancel()}
      />
    </div>
  );
}
