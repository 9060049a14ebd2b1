import { useEffect, useState } from 'react';
import { formatMoney } from '@tradeworks/contracts/money';
import { cn } from '@/lib/utils';
import { DETAIL_PAGE_WIDTH } from '@/lib/page-width';
import { Link, useNavigate, useParams } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { RecordMissing } from '@/components/record-missing';
import { isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useService } from '../api/get-service';
import { BackToServices } from '../components/back-to-services';
import { DeleteServiceDialog } from '../components/delete-service-dialog';
import { ServiceComponentsTable } from '../components/service-components-table';
import { SERVICES_LOAD_ERROR } from './services-list-page';

/** /services/:id — the read-only view. */
export function ServiceDetailPage() {
  const { id = '' } = useParams();
  const service = useService(id);
  const canEdit = useCan('services', 'edit');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    document.title = `${service.data?.name ?? 'Service'} · Tradeworks`;
  }, [service.data?.name]);

  if (service.isPending) {
    return (
      <div className={cn('mx-auto grid w-full gap-4', DETAIL_PAGE_WIDTH)} aria-busy="true">
        <BackToServices />
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (service.isError) {
    const missing = isApiError(service.error, 404);
    return (
      <div className={cn('mx-auto w-full', DETAIL_PAGE_WIDTH)}>
        <BackToServices />
        <Card>
          {missing ? (
            <RecordMissing entity="service" id={id} noun="Service" />
          ) : (
            <LoadError message={SERVICES_LOAD_ERROR} onRetry={() => service.refetch()} />
          )}
        </Card>
      </div>
    );
  }

  const s = service.data;
  return (
    <div className={cn('mx-auto grid w-full gap-6', DETAIL_PAGE_WIDTH)}>
      <div>
        <BackToServices />
        <PageHeader
          className="mb-0"
          title={s.name}
          description={s.category ?? undefined}
          actions={
            canEdit && (
              <>
                <Button asChild variant="outline">
                  <Link to={`/services/${s.id}/edit`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
                <Button variant="destructive-outline" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </>
            )
          }
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Basic Information</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-3">
          <div>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Price</p>
            <p className="text-2xl font-semibold tabular-nums" data-testid="service-price">
              {formatMoney(s.basePrice)}
            </p>
          </div>
          <div className="grid gap-1.5">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Type and status
            </p>
            <div className="flex flex-wrap items-start gap-2">
              <Badge variant={s.serviceType === 'composite' ? 'info' : 'secondary'}>
                {s.serviceType === 'composite' ? 'Composite' : 'Simple'}
              </Badge>
              <Badge variant={s.status === 'active' ? 'success' : 'outline'}>
                {s.status === 'active' ? 'Active' : 'Inactive'}
              </Badge>
              {s.isInventoried && <Badge variant="outline">Inventoried</Badge>}
            </div>
          </div>
          <div className="grid gap-1.5">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Tags</p>
            <div className="flex flex-wrap items-start gap-1.5">
              {s.tags.length ? (
                s.tags.map((tag) => (
                  <Badge key={tag} variant="outline">
                    {tag}
                  </Badge>
                ))
              ) : (
                <span className="text-sm">—</span>
              )}
            </div>
          </div>
          {s.description && (
            <p className="text-sm whitespace-pre-line text-muted-foreground sm:col-span-3">{s.description}</p>
          )}
        </CardContent>
      </Card>
      {s.serviceType === 'composite' && <ServiceComponentsTable service={s} />}
      <DeleteServiceDialog
        service={deleting ? s : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/services')}
      />
    </div>
  );
}
