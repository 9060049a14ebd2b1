import { Controller, useForm, useWatch } from 'react-hook-form';
import { computeQuoteTotals } from '@tradeworks/contracts/quote-options';
import {
  PROJECT_TYPES,
  QUOTE_MESSAGES,
  quoteCreateSchema,
  type QuoteCreateBody,
} from '@tradeworks/contracts/quotes';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Input } from '@/components/ui/input';
import { DocumentClientField } from '@/features/sales-documents/components/document-client-field';
import {
  DocumentFormLayout,
  DocumentLineItemsCard,
} from '@/features/sales-documents/components/document-form-sections';
import { DocumentLocationField } from '@/features/sales-documents/components/document-location-field';
import type { FormIssue } from '@/features/sales-documents/lib/document-form';
import { DocumentTaxFields } from '@/features/sales-documents/components/document-tax-fields';
import { combinedRateOf, documentTaxBody } from '@/features/sales-documents/lib/tax-percent';
import { useDocumentTax } from '@/features/sales-documents/lib/use-document-tax';
import { documentSubmit } from '@/features/sales-documents/lib/use-document-submit';
import type { QuoteFormValues } from '../lib/quote-form-values';
import { QuoteDepositFields, QuoteOptionTotals } from './quote-deposit-fields';

const NO_PROJECT = 'none';

/** Spec §5 / §8: client and line-item problems as the spec's toasts. */
function quoteToast(issue: FormIssue) {
  if (issue.path === 'clientId')
    return { title: QUOTE_MESSAGES.clientRequiredTitle, description: QUOTE_MESSAGES.clientRequired };
  if (issue.path === 'lineItems' && issue.message === QUOTE_MESSAGES.lineItemsRequired) {
    return { title: QUOTE_MESSAGES.lineItemsRequiredTitle, description: QUOTE_MESSAGES.lineItemsRequired };
  }
  return { title: 'Please check the quote', description: issue.message };
}

interface QuoteFormProps {
  defaultValues: QuoteFormValues;
  mode: 'create' | 'edit';
  saving: 'draft' | 'sent' | null;
  /** Sends the body; rejects with the API error (its field errors are shown on the form). */
  onSubmit: (body: QuoteCreateBody & { status: 'draft' | 'sent' }) => Promise<unknown>;
}

/** Client, project type, line items, live totals, notes; 'Create & Send Quote' and 'Save Draft'. */
export function QuoteForm({ defaultValues, mode, saving, onSubmit }: QuoteFormProps) {
  const form = useForm<QuoteFormValues>({ defaultValues });
  const lines = useWatch({ control: form.control, name: 'lineItems' });
  const tax = useDocumentTax(form);
  const taxRate = combinedRateOf(tax.basis);
  const noExpiration = useWatch({ control: form.control, name: 'noExpiration' });
  const depositType = useWatch({ control: form.control, name: 'depositType' });
  const depositValue = useWatch({ control: form.control, name: 'depositValue' });
  // The quote's total leaves optional lines out (they are priced apart).
  const quoteTotals = computeQuoteTotals(lines, tax.basis);
  const totals = quoteTotals.base;
  const submit = documentSubmit({
    form,
    schema: quoteCreateSchema,
    toastFor: quoteToast,
    toBody: (values, lineItems) => ({
      clientId: values.clientId,
      locationId: values.locationId || null,
      projectType: values.projectType || null,
      notes: values.notes,
      ...documentTaxBody(values),
      validUntil: values.noExpiration ? null : values.validUntil,
      depositType: values.depositType,
      depositValue: values.depositType === 'none' ? null : values.depositValue,
      lineItems,
    }),
  });

  return (
    <DocumentFormLayout
      form={form}
      noun="Quote"
      mode={mode}
      saving={saving}
      save={(status) => void submit.save(status, onSubmit)}
      description="Who the quote is for and what kind of work it covers."
      details={
        <>
          <DocumentClientField />
          <Controller
            control={form.control}
            name="projectType"
            render={({ field }) => (
              <FormField label="Project Type" id="quote-project-type">
                <Select
                  value={field.value || NO_PROJECT}
                  onValueChange={(value) => field.onChange(value === NO_PROJECT ? '' : value)}
                >
                  <SelectTrigger id="quote-project-type" ref={field.ref}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_PROJECT}>Not specified</SelectItem>
                    {PROJECT_TYPES.map((type) => (
                      <SelectItem key={type} value={type}>
                        {type.charAt(0).toUpperCase() + type.slice(1)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <DocumentLocationField id="quote-location" />
          <DocumentTaxFields idPrefix="quote" tax={tax} />
          <div className="grid content-start gap-2">
            <FormField label="Valid Until" error={form.formState.errors.validUntil?.message}>
              <Input
                type="date"
                className="dark:[color-scheme:dark]"
                disabled={noExpiration}
                {...form.register('validUntil')}
              />
            </FormField>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" {...form.register('noExpiration')} />
              No expiration
            </label>
          </div>
        </>
      }
      lineItems={
        <DocumentLineItemsCard allowOptional totals={totals} taxRate={taxRate}>
          <QuoteOptionTotals totals={quoteTotals} depositType={depositType} depositValue={depositValue} />
          <QuoteDepositFields />
        </DocumentLineItemsCard>
      }
      notesPlaceholder="Scope, access instructions, terms…"
    />
  );
}
