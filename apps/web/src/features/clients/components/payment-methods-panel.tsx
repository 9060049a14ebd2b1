import { lazy, Suspense, useState } from 'react';
import { AlertCircle, CreditCard, Plus } from 'lucide-react';
import { paymentMethodLabel, type PaymentMethod } from '@tradeworks/contracts/payment-methods';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { usePaymentsConfig } from '../api/get-payments-config';
import { usePaymentMethods } from '../api/list-payment-methods';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { useUpdatePaymentMethod } from '../api/update-payment-method';
import { PAYMENT_TEXT } from '../lib/payment-texts';
import { PaymentMethodRow } from './payment-method-row';
import { RenamePaymentMethodDialog } from './rename-payment-method-dialog';

// Stripe.js and Elements load with the dialog only.
const AddPaymentMethodDialog = lazy(() =>
  import('./add-payment-method-dialog').then((m) => ({ default: m.AddPaymentMethodDialog })),
);

/** Spec "Payment methods panel": saved methods of a client, or why none can be added yet. */
export function PaymentMethodsPanel({ clientId }: { clientId?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Methods</CardTitle>
        <CardDescription>Saved cards and bank accounts for billing and invoicing.</CardDescription>
      </CardHeader>
      <CardContent>
        {clientId ? (
          <SavedPaymentMethods clientId={clientId} />
        ) : (
          <p className="text-sm text-muted-foreground">{PAYMENT_TEXT.saveClientFirst}</p>
        )}
      </CardContent>
    </Card>
  );
}

function SavedPaymentMethods({ clientId }: { clientId: string }) {
  // Managing saved payment methods is a payments action (DESIGN §5), even inside the client page.
  const canEdit = useCan('payments', 'edit');
  const config = usePaymentsConfig();
  const methods = usePaymentMethods(clientId);
  const rename = useUpdatePaymentMethod(clientId);
  const remove = useDeletePaymentMethod(clientId);
  const makeDefault = useSetDefaultPaymentMethod(clientId);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PaymentMethod | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const publishableKey = config.data?.publishableKey ?? null;
  const failed = (title: string, fallback: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

  return (
    <div className="grid gap-4">
      {config.isSuccess && !publishableKey && (
        <Alert>
          <AlertCircle aria-hidden="true" className="text-muted-foreground" />
          <div>
            <p className="font-medium">{PAYMENT_TEXT.unavailable}</p>
            <p className="text-muted-foreground">{PAYMENT_TEXT.contactSupport}</p>
          </div>
        </Alert>
      )}
      {methods.isPending ? (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading payment methods">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : methods.isError ? (
        <LoadError
          message="Failed to load payment methods. Please try again."
          onRetry={() => methods.refetch()}
        />
      ) : methods.data.length === 0 ? (
        <EmptyState icon={CreditCard} className="py-6" description={PAYMENT_TEXT.empty} />
      ) : (
        <ul className="divide-y" aria-label="Saved payment methods">
          {methods.data.map((method) => (
            <PaymentMethodRow
              key={method.id}
              method={method}
              canEdit={canEdit}
              busy={makeDefault.isPending || remove.isPending}
              onRename={() => setRenaming(method)}
              onDelete={() => setDeleting(method)}
              onMakeDefault={() =>
                makeDefault.mutate(method.id, {
                  onError: failed(
                    'Error setting default payment method',
                    'Failed to set default payment method',
                  ),
                })
              }
            />
          ))}
        </ul>
      )}
      {canEdit && publishableKey && (
        <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Payment Method
        </Button>
      )}
      {adding && publishableKey && (
        <Suspense fallback={null}>
          <AddPaymentMethodDialog
            clientId={clientId}
            publishableKey={publishableKey}
            open={adding}
            onOpenChange={setAdding}
          />
        </Suspense>
      )}
      <RenamePaymentMethodDialog
        method={renaming}
        saving={rename.isPending}
        onOpenChange={(open) => !open && setRenaming(null)}
        onSave={(displayName) =>
          renaming &&
          rename.mutate(
            { methodId: renaming.id, displayName },
            {
              onSuccess: () => setRenaming(null),
              onError: failed('Error updating payment method', 'Failed to update payment method'),
            },
          )
        }
      />
      <ConfirmDeleteDialog
        name={deleting ? paymentMethodLabel(deleting) : null}
        busy={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: failed('Error deleting payment method', 'Failed to delete payment method'),
          })
        }
      />
    </div>
  );
}
