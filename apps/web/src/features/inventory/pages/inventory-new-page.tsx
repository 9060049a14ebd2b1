import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/use-toast';
import { NoEditAccess } from '@/components/no-edit-access';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useCreateInventoryItem } from '../api/create-inventory-item';
import { InventoryForm } from '../components/inventory-form';

/** /inventory/new — Add New Item. */
export function InventoryNewPage() {
  const canEdit = useCan('inventory', 'edit');
  const navigate = useNavigate();
  const create = useCreateInventoryItem();

  useEffect(() => {
    document.title = 'Add New Item · Tradeworks';
  }, []);

  return (
    <div className="mx-auto w-full max-w-4xl">
      <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
        <Link to="/inventory">
          <ArrowLeft aria-hidden="true" />
          Back to Inventory
        </Link>
      </Button>
      <PageHeader
        title="Add New Item"
        description="A part you stock, with its pricing, stock levels and supplier."
      />
      {canEdit ? (
        <InventoryForm
          saving={create.isPending}
          onCancel={() => navigate('/inventory')}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: (item) => {
                toast({
                  title: 'Inventory item created successfully',
                  description: `${item.name} was added to your inventory.`,
                });
                navigate(`/inventory/${item.id}`);
              },
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: errorMessage(error, 'Error creating inventory item'),
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
