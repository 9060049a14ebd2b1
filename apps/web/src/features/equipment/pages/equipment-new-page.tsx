import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EQUIPMENT_MESSAGES } from '@tradeworks/contracts/equipment';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/use-toast';
import { NoEditAccess } from '@/components/no-edit-access';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useCreateEquipment } from '../api/create-equipment';
import { BackToEquipment } from '../components/back-to-equipment';
import { EquipmentForm } from '../components/equipment-form';

/** /equipment/new — Add Equipment (?clientId=&clientName=&locationId= from a client's location card). */
export function EquipmentNewPage() {
  const canEdit = useCan('equipment', 'edit');
  const navigate = useNavigate();
  const create = useCreateEquipment();
  const [params] = useSearchParams();
  const clientId = params.get('clientId');

  useEffect(() => {
    document.title = 'Add Equipment · Tradeworks';
  }, []);

  return (
    <div className="mx-auto w-full max-w-4xl">
      <BackToEquipment />
      <PageHeader title="Add Equipment" description="A unit installed at a client's service location." />
      {canEdit ? (
        <EquipmentForm
          defaults={
            clientId
              ? {
                  clientId,
                  clientName: params.get('clientName') ?? '',
                  locationId: params.get('locationId') ?? '',
                }
              : undefined
          }
          saving={create.isPending}
          onCancel={() => navigate(-1)}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (unit) => {
                toast({ title: EQUIPMENT_MESSAGES.created });
                navigate(`/equipment/${unit.id}`);
              },
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: errorMessage(error, 'Error adding equipment'),
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
