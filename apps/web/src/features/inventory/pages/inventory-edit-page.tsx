import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { NoEditAccess } from '@/components/no-edit-access';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useInventoryItem } from '../api/get-inventory-item';
import { useUpdateInventoryItem } from '../api/update-inventory-item';
import { InventoryForm } from '../components/inventory-form';
import { INVENTORY_LOAD_ERROR } from './inventory-list-page';

/** /inventory/:id/edit — Edit Item. */
export function InventoryEditPage() {
  const { id = '' } = useParams();
  const canEdit = useCan('inventory', 'edit');
  const navigate = useNavigate();
  const item = useInventoryItem(id);
  const update = useUpdateInventoryItem();

  useEffect(() => {
    document.title = 'Edit Item · Tradeworks';
  }, []);

  return (
    <div className="mx-auto w-full max-w-4xl">
      <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
        <Link to={`/inventory/${id}`}>
          <ArrowLeft aria-hidden="true" />
          Back to Item
        </Link>
      </Button>
      <PageHeader title="Edit Item" description={item.data?.name} />
      {!canEdit ? (
        <NoEditAccess />
      ) : item.isPending ? (
        <Skeleton className="h-96" />
      ) : item.isError ? (
        <Card>
          <LoadError
            message={
              isApiError(item.error, 404) ? 'This inventory item does not exist.' : INVENTORY_LOAD_ERROR
            }
            onRetry={isApiError(item.error, 404) ? undefined : () => item.refetch()}
          />
        </Card>
      ) : (
        <InventoryForm
          item={item.data}
          saving={update.isPending}
          onCancel={() => navigate(`/inventory/${id}`)}
          onSubmit={(values) =>
            update.mutate(
              { id, body: values },
              {
                onSuccess: (saved) => {
                  toast({
                    title: 'Inventory item updated successfully',
                    description: `${saved.name} was saved.`,
                  });
                  navigate(`/inventory/${id}`);
                },
                onError: (error) =>
                  toast({
                    title: 'Error',
                    description: errorMessage(error, 'Error updating inventory item'),
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
