import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '@tradeworks/contracts/money';
import type { ServiceAgreement } from '@tradeworks/contracts/service-agreements';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useRenewAgreement } from '../api/renew-agreement';
import { formatDay } from '../lib/dates';

interface RenewDialogProps {
  agreement: ServiceAgreement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The next term: starts the day after this one ends; end date and value may be changed, the rest is kept. */
export function RenewDialog({ agreement, open, onOpenChange }: RenewDialogProps) {
  const navigate = useNavigate();
  const renew = useRenewAgreement();
  const [endDate, setEndDate] = useState('');
  const [value, setValue] = useState('');
  const fieldErrors = isApiError(renew.error, 400) ? renew.error.fieldErrors : undefined;

  const submit = () =>
    renew.mutate(
      { id: agreement.id, body: { endDate: endDate || undefined, value: value || undefined } },
      {
        onSuccess: (next) => {
          onOpenChange(false);
          toast({
            title: 'Service agreement renewed successfully',
            description: `${next.contractNumber} runs ${formatDay(next.startDate)} – ${formatDay(next.endDate)}.`,
          });
          navigate(`/service-agreements/${next.id}`);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to renew service agreement'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Renew ${agreement.contractNumber}`}
      description={`The next term starts the day after ${formatDay(agreement.endDate)} with the same terms (${formatMoney(agreement.value)}, ${agreement.frequency ?? 'As Needed'}). Leave a field empty to keep it.`}
      confirmLabel="Renew"
      pending={renew.isPending}
      onConfirm={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="New End Date"
          error={fieldErrors?.endDate}
          description="Default: a term as long as this one."
        >
          <Input type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
        </FormField>
        <FormField
          label="New Value"
          error={fieldErrors?.value}
          description={`Default: ${formatMoney(agreement.value)}.`}
        >
          <Input inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
