import { useEffect, useState } from 'react';
import { formatMoney } from '@tradeworks/contracts/money';
import { PAYMENT_MESSAGES, type Payment } from '@tradeworks/contracts/payments';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRefundPayment } from '../api/refund-payment';

/** Refund a completed payment: the amount (all that is left by default) and a reason. */
export function RefundDialog({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const refund = useRefundPayment();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setAmount(payment?.refundableAmount ?? '');
    setReason('');
    setErrors({});
  }, [payment]);

  const submit = () => {
    if (!payment) return;
    refund.mutate(
      { id: payment.id, amount: amount.trim(), reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast({
            title: 'Refund issued',
            description: `${formatMoney(amount)} refunded to ${payment.clientName}.`,
          });
          onClose();
        },
        onError: (error) => {
          setErrors(isApiError(error) ? (error.fieldErrors ?? {}) : {});
          toast({
            variant: 'destructive',
            title: 'Error',
            description: errorMessage(error, PAYMENT_MESSAGES.refundFailed),
          });
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Refund payment"
      description={
        payment &&
        `${formatMoney(payment.amount)} from ${payment.clientName}${payment.invoiceNumber ? ` for ${payment.invoiceNumber}` : payment.quoteNumber ? ` for the deposit of quote ${payment.quoteNumber}` : ''}. Up to ${formatMoney(payment.refundableAmount)} can be refunded.`
      }
      confirmLabel="Refund"
      destructive
      pending={refund.isPending}
      onConfirm={submit}
    >
      <div className="grid gap-4">
        <FormField label="Refund amount" error={errors.amount} required>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </FormField>
        <FormField label="Reason" error={errors.reason}>
          <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
