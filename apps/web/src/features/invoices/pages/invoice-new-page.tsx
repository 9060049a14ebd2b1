import { useState } from 'react';
import { useNavigate } from 'react-router';
import { INVOICE_DUE_DAYS, INVOICE_MESSAGES, type InvoiceCreateBody } from '@tradeworks/contracts/invoices';
import { DEFAULT_TAX_RATE } from '@tradeworks/contracts/line-items';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { DocumentNewPage } from '@/features/sales-documents/components/document-form-page';
import { newDocumentValues } from '@/features/sales-documents/lib/document-form';
import { localDatePlusDays } from '@/lib/local-date';
import { taxPercentOf } from '@/features/sales-documents/lib/tax-percent';
import { useCreateInvoice } from '../api/create-invoice';
import { useInvoiceConfig } from '../api/get-invoice-config';
import { useSendInvoiceEmail } from '../api/send-invoice-email';
import { InvoiceForm } from '../components/invoice-form';

/** /invoices/new — due date defaults to today + 30 days. */
export function InvoiceNewPage() {
  const navigate = useNavigate();
  const canEdit = useCan('invoices', 'edit');
  const config = useInvoiceConfig();
  const create = useCreateInvoice();
  const sendInvoice = useSendInvoiceEmail();
  const [saving, setSaving] = useState<'draft' | 'sent' | null>(null);
  // 'Create & Send' creates a draft, then the send dialog asks before anything is e-mailed.
  const submit = async (body: InvoiceCreateBody & { status: 'draft' | 'sent' }) => {
    setSaving(body.status);
    let invoice: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      invoice = await create.mutateAsync({ ...body, status: 'draft' });
    } catch (error) {
      toast({
        title: 'Error creating invoice',
        description: errorMessage(error, 'Failed to create invoice.'),
        variant: 'destructive',
      });
      throw error;
    } finally {
      setSaving(null);
    }
    const sent = body.status === 'sent' ? await sendInvoice(invoice, INVOICE_MESSAGES.sendFailed) : null;
    toast(
      sent
        ? { title: 'Invoice sent', description: sent.message }
        : { title: 'Invoice created', description: `Invoice ${invoice.invoiceNumber} was saved as a draft.` },
    );
    void navigate(`/invoices/${invoice.id}`);
  };

  return (
    <DocumentNewPage
      noun="Invoice"
      description="Bill a client for work done; send it now or keep it as a draft."
      canEdit={canEdit}
      loading={config.isPending}
    >
      <InvoiceForm
        mode="create"
        requiresPaymentCustomer={config.data?.requiresPaymentCustomer ?? false}
        saving={saving}
        onSubmit={submit}
        defaultValues={{
          ...newDocumentValues(),
          taxPercent: taxPercentOf(config.data?.defaultTaxRate ?? DEFAULT_TAX_RATE),
          dueDate: localDatePlusDays(config.data?.defaultDueDays ?? INVOICE_DUE_DAYS),
        }}
      />
    </DocumentNewPage>
  );
}
