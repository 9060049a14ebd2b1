import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { NoEditAccess } from '@/components/no-edit-access';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useService } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
import { BackToServices } from '../components/back-to-services';
import { ServiceForm } from '../components/service-form';
import { SERVICES_LOAD_ERROR } from './services-list-page';

/** /services/:id/edit */
export function ServiceEditPage() {
  const { id = '' } = useParams();
  const canEdit = useCan('services', 'edit');
  const navigate = useNavigate();
  const service = useService(id);
  const update = useUpdateService();

  useEffect(() => {
    document.title = 'Edit Service · Tradeworks';
  }, []);

  return (
    <div className="mx-auto w-full max-w-4xl">
      <BackToServices />
      <PageHeader title="Edit Service" description={service.data?.name} />
      {!canEdit ? (
        <NoEditAccess />
      ) : service.isPending ? (
        <Skeleton className="h-96" />
      ) : service.isError ? (
        <Card>
          <LoadError
            message={isApiError(service.error, 404) ? 'This service does not exist.' : SERVICES_LOAD_ERROR}
            onRetry={isApiError(service.error, 404) ? undefined : () => service.refetch()}
          />
        </Card>
      ) : (
        <ServiceForm
          service={service.data}
          saving={update.isPending}
          onCancel={() => navigate(`/services/${id}`)}
          onSubmit={(values) =>
            update.mutate(
              { id, body: values },
              {
                onSuccess: (saved) => {
                  toast({ title: 'Service updated', description: `${saved.name} was saved.` });
                  navigate(`/services/${id}`);
                },
                onError: (error) =>
                  toast({
                    title: 'Error',
                    description: errorMessage(error, 'Failed to update service'),
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      )}
    </div>
  );
}
