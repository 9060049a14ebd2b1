import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EQUIPMENT_MESSAGES, equipmentLabel } from '@tradeworks/contracts/equipment';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { NoEditAccess } from '@/components/no-edit-access';
import { RecordMissing } from '@/components/record-missing';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useEquipment } from '../api/get-equipment';
import { useUpdateEquipment } from '../api/update-equipment';
import { BackToEquipment } from '../components/back-to-equipment';
import { EquipmentForm } from '../components/equipment-form';
import { EQUIPMENT_LOAD_ERROR } from './equipment-list-page';

/** /equipment/:id/edit */
export function EquipmentEditPage() {
  const { id = '' } = useParams();
  const canEdit = useCan('equipment', 'edit');
  const navigate = useNavigate();
  const unit = useEquipment(id);
  const update = useUpdateEquipment();

  useEffect(() => {
    document.title = 'Edit Equipment · Tradeworks';
  }, []);

  return (
    <div className="mx-auto w-full max-w-4xl">
      <BackToEquipment />
      <PageHeader title="Edit Equipment" description={unit.data ? equipmentLabel(unit.data) : undefined} />
      {!canEdit ? (
        <NoEditAccess />
      ) : unit.isPending ? (
        <Skeleton className="h-96" />
      ) : unit.isError ? (
        <Card>
          {isApiError(unit.error, 404) ? (
            <RecordMissing entity="equipment" id={id} noun="Equipment" />
          ) : (
            <LoadError message={EQUIPMENT_LOAD_ERROR} onRetry={() => unit.refetch()} />
          )}
        </Card>
      ) : (
        <EquipmentForm
          unit={unit.data}
          saving={update.isPending}
          onCancel={() => navigate(`/equipment/${id}`)}
          onSubmit={(body) =>
            update.mutate(
              { id, body },
              {
                onSuccess: () => {
                  toast({ title: EQUIPMENT_MESSAGES.updated });
                  navigate(`/equipment/${id}`);
                },
                onError: (error) =>
                  toast({
                    title: 'Error',
                    description: errorMessage(error, 'Error saving equipment'),
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
