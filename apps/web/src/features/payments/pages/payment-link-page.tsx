import { Navigate, useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { usePayment } from '../api/get-payment';

/**
 * /payments/:id — where the activity feed links a payment: it lives on its invoice's page (with its refunds
 * and receipt), so this opens that page, or the history searched for it when it has no invoice.
 */
export function PaymentLinkPage() {
  const { id = '' } = useParams();
  const payment = usePayment(id);
  if (payment.isPending) return <Skeleton className="h-40" aria-label="Loading payment" />;
  if (payment.isError) {
    return <LoadError message="Payment not found." onRetry={() => payment.refetch()} />;
  }
  const { invoiceId, clientName } = payment.data;
  return (
    <Navigate
      replace
      to={invoiceId ? `/invoices/${invoiceId}` : `/payments?search=${encodeURIComponent(clientName)}`}
    />
  );
}
