import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TaxGroupSelect } from '@/features/tax/public';
import { formatDate } from '@/lib/format';
import type { DocumentTax, DocumentTaxShape } from '../lib/use-document-tax';

/**
 * The tax of a quote or invoice: a tax group (preselected from the location, the client or the default group
 * until the office picks one) or a single rate typed as a percentage (the spec's Tax Rate field); a tax-exempt
 * client's certificate is named instead, since the document is not taxed.
 */
export function DocumentTaxFields({ idPrefix, tax }: { idPrefix: string; tax: DocumentTax }) {
  const form = useFormContext<DocumentTaxShape>();
  const taxGroupId = useWatch({ control: form.control, name: 'taxGroupId' });
  return (
    <>
      <FormField id={`${idPrefix}-tax-group`} label="Tax">
        <TaxGroupSelect
          id={`${idPrefix}-tax-group`}
          value={taxGroupId}
          noneLabel="Single rate"
          onChange={(groupId) => {
            form.setValue('taxGroupId', groupId, { shouldDirty: true });
            form.setValue('taxChosen', true);
          }}
        />
      </FormField>
      {taxGroupId === '' && (
        <FormField label="Tax Rate (%)" required error={form.formState.errors.taxPercent?.message}>
          <Input inputMode="decimal" {...form.register('taxPercent')} />
        </FormField>
      )}
      {tax.exemption && (
        <p className="text-sm text-muted-foreground sm:col-span-2" role="status">
          Tax-exempt client
          {tax.exemption.certificate ? ` (certificate ${tax.exemption.certificate}` : ' ('}
          {tax.exemption.until ? `, valid through ${formatDate(tax.exemption.until)})` : ', no expiry)'}: no
          tax is charged.
        </p>
      )}
    </>
  );
}
