import { formatMoney } from '@tradeworks/contracts/money';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDay } from '../lib/dates';

interface BackBillingDialogProps {
  /** What saving would invoice at once; null: the dialog is closed. */
  backBilling: { startDate: string; periods: number; total: string } | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asked before an agreement that starts in the past is saved: its begun billing periods are invoiced at once,
 * so a mistyped start date would bill the client for months that never were.
 */
export function BackBillingDialog({ backBilling, pending, onCancel, onConfirm }: BackBillingDialogProps) {
  const n = backBilling?.periods ?? 0;
  const invoices = `${n} invoice${n === 1 ? '' : 's'}`;
  return (
    <ConfirmDialog
      open={backBilling !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Bill the periods that have begun?"
      description={
        backBilling
          ? `This agreement starts on ${formatDay(backBilling.startDate)}, before today: ${n} billing period${n === 1 ? ' has' : 's have'} already begun, so saving it makes ${invoices} totalling ${formatMoney(backBilling.total)} at once.`
          : ''
      }
      confirmLabel={`Save and Make ${invoices}`}
      dismissLabel="Check the Dates"
      alert
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
