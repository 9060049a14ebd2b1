import { AlertCircle, CheckCircle2, Hourglass } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import type { PaymentDetail } from '@tradeworks/contracts/payments';
import { Alert } from '@/components/ui/alert';

/** What the card processor answered: approved, declined (with its reason) or still processing. */
export function ChargeOutcome({ payment }: { payment: PaymentDetail }) {
  if (payment.status === 'completed') {
    return (
      <Alert>
        <CheckCircle2 aria-hidden="true" className="text-success" />
        <p>
          Payment approved: {formatMoney(payment.amount)} charged
          {payment.transactionId ? ` (${payment.transactionId})` : ''}.
        </p>
      </Alert>
    );
  }
  if (payment.status === 'failed') {
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden="true" />
        <p>Payment declined: {payment.failureReason ?? 'the card was not charged.'}</p>
      </Alert>
    );
  }
  return (
    <Alert>
      <Hourglass aria-hidden="true" />
      <p>
        Payment processing: the card processor has not confirmed it yet. Its status updates here when it does.
      </p>
    </Alert>
  );
}
