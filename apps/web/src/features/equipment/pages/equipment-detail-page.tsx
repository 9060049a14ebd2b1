import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Droplets, Pencil, Trash2 } from 'lucide-react';
import { EQUIPMENT_MESSAGES, equipmentLabel } from '@tradeworks/contracts/equipment';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { RecordMissing } from '@/components/record-missing';
import { errorMessage, isApiError } from '@/lib/api-client';
import { DETAIL_PAGE_WIDTH } from '@/lib/page-width';
import { useCan } from '@/lib/permissions';
import { cn } from '@/lib/utils';
import { useDeleteEquipment } from '../api/delete-equipment';
import { useEquipment } from '../api/get-equipment';
import { BackToEquipment } from '../components/back-to-equipment';
import { EquipmentFacts } from '../components/equipment-facts';
import { EquipmentHistoryCard } from '../components/equipment-history-card';
import { RefrigerantDialog } from '../components/refrigerant-dialog';
import { EQUIPMENT_LOAD_ERROR } from './equipment-list-page';

/** /equipment/:id — the unit, its warranty and age, its history and refrigerant log. */
export function EquipmentDetailPage() {
  const { id = '' } = useParams();
  const unit = useEquipment(id);
  const canEdit = useCan('equipment', 'edit');
  const navigate = useNavigate();
  const remove = useDeleteEquipment();
  const [logging, setLogging] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const label = unit.data ? equipmentLabel(unit.data) : 'Equipment';

  useEffect(() => {
    document.title = `${label} · Tradeworks`;
  }, [label]);

  if (unit.isPending)
    return (
      <div className={cn('mx-auto grid w-full gap-6', DETAIL_PAGE_WIDTH)} aria-busy="true">
        <BackToEquipment />
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64" />
      </div>
    );
  if (unit.isError)
    return (
      <div className={cn('mx-auto w-full', DETAIL_PAGE_WIDTH)}>
        <BackToEquipment />
        <Card>
          {isApiError(unit.error, 404) ? (
            <RecordMissing entity="equipment" id={id} noun="Equipment" />
          ) : (
            <LoadError message={EQUIPMENT_LOAD_ERROR} onRetry={() => unit.refetch()} />
          )}
        </Card>
      </div>
    );

  const data = unit.data;
  const confirmDelete = () =>
    remove.mutate(data.id, {
      onSuccess: () => {
        toast({ title: EQUIPMENT_MESSAGES.deleted });
        navigate('/equipment');
      },
      onError: (error) => {
        setDeleting(false);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Error deleting equipment'),
          variant: 'destructive',
        });
      },
    });

  return (
    <div className={cn('mx-auto grid w-full gap-6 [&>*]:min-w-0', DETAIL_PAGE_WIDTH)}>
      <div>
        <BackToEquipment />
        <PageHeader
          className="mb-0"
          title={label}
          description={[
            data.serialNumber && `S/N ${data.serialNumber}`,
            `${data.clientName} · ${data.locationName}`,
          ]
            .filter(Boolean)
            .join(' · ')}
          actions={
            canEdit && (
              <>
                <Button variant="outline" onClick={() => setLogging(true)}>
                  <Droplets aria-hidden="true" />
                  Log Refrigerant
                </Button>
                <Button asChild variant="outline">
                  <Link to={`/equipment/${data.id}/edit`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
                <Button
                  variant="destructive-outline"
                  onClick={() => setDeleting(true)}
                  aria-label={`Delete ${label}`}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sm:hidden lg:inline">Delete</span>
                </Button>
              </>
            )
          }
        />
      </div>
      <EquipmentFacts unit={data} />
      <EquipmentHistoryCard equipmentId={data.id} />
      {canEdit && <RefrigerantDialog unit={data} open={logging} onOpenChange={setLogging} />}
      <ConfirmDeleteDialog
        name={deleting ? label : null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(false)}
      />
    </div>
  );
}
