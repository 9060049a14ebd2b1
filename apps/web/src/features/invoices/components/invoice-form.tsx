import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AlertTriangle } from 'lucide-react';
import type { Client } from '@tradeworks/contracts/clients';
import {
  INVOICE_MESSAGES,
  invoiceCreateSchema,
  type InvoiceCreateBody,
} from '@tradeworks/contracts/invoices';
import { computeDocumentTotals } from '@tradeworks/contracts/line-items';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { DocumentClientField } from '@/features/sales-documents/components/document-client-field';
import {
  DocumentFormLayout,
  DocumentLineItemsCard,
} from '@/features/sales-documents/components/document-form-sections';
import { DocumentLocationField } from '@/features/sales-documents/components/document-location-field';
import type { LineItemsFormShape } from '@/features/sales-documents/lib/document-form';
import { DocumentTaxFields } from '@/features/sales-documents/components/document-tax-fields';
import { combinedRateOf, documentTaxBody } from '@/features/sales-documents/lib/tax-percent';
import { useDocumentTax, type DocumentTaxShape } from '@/features/sales-documents/lib/use-document-tax';
import { documentSubmit } from '@/features/sales-documents/lib/use-document-submit';

export interface InvoiceFormValues extends LineItemsFormShape, DocumentTaxShape {
  clientName: string;
  dueDate: string;
  notes: string;
}

type PickedClient = Pick<Client, 'id' | 'name' | 'email' | 'stripeCustomerId'>;

interface InvoiceFormProps {
  defaultValues: InvoiceFormValues;
  mode: 'create' | 'edit';
  /** Card payments are configured: sending needs the client's payment customer. */
  requiresPaymentCustomer: boolean;
  saving: 'draft' | 'sent' | null;
  onSubmit: (body: InvoiceCreateBody & { status: 'draft' | 'sent' }) => Promise<unknown>;
}

/** Client (with the payment-info warning), due date, notes, line items and live totals. */
export function InvoiceForm({
  defaultValues,
  mode,
  requiresPaymentCustomer,
  saving,
  onSubmit,
}: InvoiceFormProps) {
  const form = useForm<InvoiceFormValues>({ defaultValues });
  const [client, setClient] = useState<PickedClient | null>(null);
  const lines = useWatch({ control: form.control, name: 'lineItems' });
  const tax = useDocumentTax(form);
  const taxRate = combinedRateOf(tax.basis);
  const totals = computeDocumentTotals(lines, tax.basis);
  const submit = documentSubmit({
    form,
    schema: invoiceCreateSchema,
    toastFor: (issue) => ({ title: issue.message }),
    toBody: (values, lineItems) => ({
      clientId: values.clientId,
      locationId: values.locationId || null,
      dueDate: values.dueDate,
      notes: values.notes,
      ...documentTaxBody(values),
      lineItems,
    }),
  });

  // Spec §5: unless saving a draft, the client needs payment info while card payments are on.
  const paymentInfoReady = (status: 'draft' | 'sent') => {
    if (status === 'draft' || !requiresPaymentCustomer || !client || client.stripeCustomerId) return true;
    form.setError('clientId', { message: INVOICE_MESSAGES.stripeCustomerRequired });
    toast({
      title: 'Error creating invoice',
      description: INVOICE_MESSAGES.stripeCustomerRequired,
      variant: 'destructive',
    });
    return false;
  };

  const missingPaymentInfo = requiresPaymentCustomer && client !== null && !client.stripeCustomerId;
  const missingEmail = client !== null && !client.email;

  return (
    <DocumentFormLayout
      form={form}
      noun="Invoice"
      mode={mode}
      saving={saving}
      save={(status) => void submit.save(status, onSubmit, paymentInfoReady)}
      description="Who pays, and by when."
      details={
        <>
          <div className="grid content-start gap-2">
            <DocumentClientField onPicked={setClient} />
            {missingPaymentInfo && (
              <Alert className="border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200">
                <AlertTriangle aria-hidden="true" />
                <span>
                  This client has no payment information on file. Add a payment method to the client before
                  sending the invoice; you can still save a draft.
                </span>
              </Alert>
            )}
            {missingEmail && (
              <p className="text-xs text-muted-foreground">
                This client has no e-mail address, so the invoice cannot be e-mailed yet.
              </p>
            )}
            <DocumentLocationField id="invoice-location" />
          </div>
          <div className="grid content-start gap-4 sm:grid-cols-2">
            <FormField label="Due Date" required error={form.formState.errors.dueDate?.message}>
              <Input type="date" className="dark:[color-scheme:dark]" {...form.register('dueDate')} />
            </FormField>
            <DocumentTaxFields idPrefix="invoice" tax={tax} />
          </div>
        </>
      }
      lineItems={<DocumentLineItemsCard totals={totals} taxRate={taxRate} />}
      notesPlaceholder="Payment terms, thank-you note…"
    />
  );
}
