import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ClientCreateData } from '@tradeworks/contracts/clients';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { BackToClients } from '../components/back-to-clients';
import { ClientForm } from '../components/client-form';
import { ClientLoadState, NoClientEditAccess } from '../components/client-load-state';
import { PaymentMethodsPanel } from '../components/payment-methods-panel';
import { clientToFormValues } from '../lib/client-form-values';

/** /clients/:id/edit */
export function ClientEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useClient(id);
  const update = useUpdateClient();
  const canEdit = useCan('clients', 'edit');
  useEffect(() => {
    document.title = `${client.data ? `Edit ${client.data.name}` : 'Edit Client'} · Tradeworks`;
  }, [client.data]);

  const submit = async (values: ClientCreateData) => {
    try {
      const saved = await update.mutateAsync({ id, body: values });
      toast({
        title: 'Client updated',
        description: saved.possibleDuplicateOf
          ? `${saved.name} was saved. ${saved.possibleDuplicateOf.name} uses the same email address.`
          : `${saved.name} was saved.`,
      });
      navigate(`/clients/${id}`);
    } catch (error) {
      toast({
        title: 'Error updating client',
        description: errorMessage(error, 'Failed to update client.'),
        variant: 'destructive',
      });
      throw error;
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl">
      <BackToClients />
      <PageHeader title={client.data ? `Edit ${client.data.name}` : 'Edit Client'} />
      {!canEdit ? (
        <NoClientEditAccess />
      ) : client.isSuccess ? (
        <ClientForm
          key={client.data.id}
          defaultValues={clientToFormValues(client.data)}
          submitLabel="Save Changes"
          saving={update.isPending}
          onSubmit={submit}
          paymentMethods={<PaymentMethodsPanel clientId={id} />}
        />
      ) : (
        <ClientLoadState id={id} error={client.error} onRetry={() => client.refetch()} />
      )}
    </div>
  );
}
