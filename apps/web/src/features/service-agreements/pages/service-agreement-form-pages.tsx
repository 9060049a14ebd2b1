import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { backBilling } from '@tradeworks/contracts/agreement-schedule';
import { AGREEMENT_MESSAGES, type AgreementCreateBody } from '@tradeworks/contracts/service-agreements';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { NoEditAccess } from '@/components/no-edit-access';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useCreateAgreement } from '../api/create-agreement';
import { useServiceAgreement } from '../api/get-service-agreement';
import { useUpdateAgreement } from '../api/update-agreement';
import { AgreementForm } from '../components/agreement-form';
import { BackToAgreements } from '../components/back-to-agreements';
import { BackBillingDialog } from '../components/back-billing-dialog';
import { organizationToday } from '../lib/dates';

/** /service-agreements/new */
export function ServiceAgreementNewPage() {
  const canEdit = useCan('service_agreements', 'edit');
  const navigate = useNavigate();
  const create = useCreateAgreement();
  const { timeZone } = useOrganizationClock();
  const [pending, setPending] = useState<{
    body: AgreementCreateBody;
    periods: number;
    total: string;
  } | null>(null);

  useEffect(() => {
    document.title = 'New Service Agreement · Tradeworks';
  }, []);

  const save = (body: AgreementCreateBody) =>
    create.mutate(body, {
      onSuccess: (agreement) => {
        setPending(null);
        toast({
          title: AGREEMENT_MESSAGES.created,
          description: `${agreement.contractNumber} for ${agreement.clientName}.`,
        });
        navigate(`/service-agreements/${agreement.id}`);
      },
      onError: (error) => {
        setPending(null);
        toast({
          title: 'Error',
          description: errorMessage(error, AGREEMENT_MESSAGES.createFailed),
          variant: 'destructive',
        });
      },
    });

  return (
    <div className="mx-auto w-full max-w-4xl">
      <BackToAgreements />
      <PageHeader
        title="New Service Agreement"
        description="The contract number is assigned when you save; visits and the first invoice follow at once."
      />
      {canEdit ? (
        <AgreementForm
          saving={create.isPending}
          serverErrors={isApiError(create.error, 400) ? create.error.fieldErrors : undefined}
          onCancel={() => navigate('/service-agreements')}
          onSubmit={(body) => {
            // A start date in the past bills every period begun since: asked first (a typo would bill months).
            const billed = backBilling(
              {
                startDate: body.startDate,
                endDate: body.endDate,
                frequency: body.frequency ?? null,
                billingSchedule: body.billingSchedule || null,
                value: String(body.value),
              },
              organizationToday(timeZone),
            );
            const pastStart = body.startDate < organizationToday(timeZone);
            if (pastStart && billed.periods > 0) setPending({ body, ...billed });
            else save(body);
          }}
        />
      ) : (
        <NoEditAccess />
      )}
      <BackBillingDialog
        backBilling={pending && { startDate: pending.body.startDate, ...pending }}
        pending={create.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && save(pending.body)}
      />
    </div>
  );
}

/** /service-agreements/:id/edit */
export function ServiceAgreementEditPage() {
  const { id = '' } = useParams();
  const canEdit = useCan('service_agreements', 'edit');
  const navigate = useNavigate();
  const agreement = useServiceAgreement(id);
  const update = useUpdateAgreement();

  useEffect(() => {
    document.title = `Edit ${agreement.data?.contractNumber ?? 'Service Agreement'} · Tradeworks`;
  }, [agreement.data?.contractNumber]);

  return (
    <div className="mx-auto w-full max-w-4xl">
      <BackToAgreements />
      <PageHeader
        title={agreement.data ? `Edit ${agreement.data.contractNumber}` : 'Edit Service Agreement'}
        description="A new frequency or new dates replace the future visits nobody has taken on yet."
      />
      {!canEdit ? (
        <NoEditAccess />
      ) : agreement.isPending ? (
        <Skeleton className="h-96" aria-busy="true" />
      ) : agreement.isError ? (
        <Card>
          <LoadError
            message={
              isApiError(agreement.error, 404)
                ? 'This service agreement does not exist.'
                : AGREEMENT_MESSAGES.loadFailed
            }
            onRetry={isApiError(agreement.error, 404) ? undefined : () => agreement.refetch()}
          />
        </Card>
      ) : (
        <AgreementForm
          agreement={agreement.data}
          saving={update.isPending}
          serverErrors={isApiError(update.error, 400) ? update.error.fieldErrors : undefined}
          onCancel={() => navigate(`/service-agreements/${id}`)}
          onSubmit={(body) =>
            update.mutate(
              { id, body },
              {
                onSuccess: (saved) => {
                  toast({ title: AGREEMENT_MESSAGES.updated, description: saved.contractNumber });
                  navigate(`/service-agreements/${id}`);
                },
                onError: (error) =>
                  toast({
                    title: 'Error',
                    description: errorMessage(error, AGREEMENT_MESSAGES.updateFailed),
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
