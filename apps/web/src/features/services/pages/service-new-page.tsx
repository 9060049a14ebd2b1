import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/use-toast';
import { NoEditAccess } from '@/components/no-edit-access';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useCreateService } from '../api/create-service';
import { BackToServices } from '../components/back-to-services';
import { ServiceForm } from '../components/service-form';

/** /services/new — Create Service. */
export function ServiceNewPage() {
  const canEdit = useCan('services', 'edit');
  const navigate = useNavigate();
  const create = useCreateService();

  useEffect(() => {
    document.title = 'Create Service · Tradeworks';
  }, []);

  return (
    <div className="mx-auto w-full max-w-4xl">
      <BackToServices />
      <PageHeader
        title="Create Service"
        description="A simple service with a price, or a composite package priced from its components."
      />
      {canEdit ? (
        <ServiceForm
          saving={create.isPending}
          onCancel={() => navigate('/services')}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: (service) => {
                toast({
                  title: 'Service created',
                  description: `${service.name} was added to the catalogue.`,
                });
                navigate(`/services/${service.id}`);
              },
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: errorMessage(error, 'Failed to create service'),
                  variant: 'destructive',
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
