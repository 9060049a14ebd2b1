import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ClientCreateData } from '@tradeworks/contracts/clients';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useCreateClient } from '../api/create-client';
import { BackToClients } from '../components/back-to-clients';
import { ClientForm } from '../components/client-form';
import { NoClientEditAccess } from '../components/client-load-state';
import { PaymentMethodsPanel } from '../components/payment-methods-panel';
import { EMPTY_CLIENT } from '../lib/client-form-values';

/** /clients/new */
export function ClientNewPage() {
  const navigate = useNavigate();
  const create = useCreateClient();
  const canEdit = useCan('clients', 'edit');
  useEffect(() => {
    document.title = 'New Client · Tradeworks';
  }, []);

  const submit = async (values: ClientCreateData) => {
    try {
      const client = await create.mutateAsync(values);
      toast({
        title: 'Client created',
        description: client.possibleDuplicateOf
          ? `${client.name} was added. ${client.possibleDuplicateOf.name} uses the same email address.`
          : `${client.name} was added.`,
      });
      navigate(`/clients/${client.id}`);
    } catch (error) {
      toast({
        title: 'Error creating client',
        description: errorMessage(error, 'Failed to create client.'),
        variant: 'destructive',
      });
      throw error;
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl">
      <BackToClients />
      <PageHeader title="New Client" description="Add a residential or commercial client." />
      {canEdit ? (
        <ClientForm
          defaultValues={EMPTY_CLIENT}
          submitLabel="Create Client"
          saving={create.isPending}
          onSubmit={submit}
          paymentMethods={<PaymentMethodsPanel />}
        />
      ) : (
        <NoClientEditAccess />
      )}
    </div>
  );
}
