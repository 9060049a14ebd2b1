import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { localDatePlusDays } from '@/lib/local-date';

interface ManualPaymentFieldsProps {
  date: string;
  reference: string;
  errors: { date?: string; reference?: string };
  onDate: (date: string) => void;
  onReference: (reference: string) => void;
  /** What the reference holds for this payment, e.g. "Check number or receipt number". */
  referenceHint: string;
}

/** The date (today at the latest) and reference of a payment taken by hand: cash, check or ACH. */
export function ManualPaymentFields({
  date,
  reference,
  errors,
  onDate,
  onReference,
  referenceHint,
}: ManualPaymentFieldsProps) {
  return (
    <>
      <FormField label="Payment date" error={errors.date} required>
        <Input type="date" value={date} max={localDatePlusDays(0)} onChange={(e) => onDate(e.target.value)} />
      </FormField>
      <FormField label="Reference" error={errors.reference} description={referenceHint}>
        <Input value={reference} onChange={(e) => onReference(e.target.value)} maxLength={100} />
      </FormField>
    </>
  );
}
