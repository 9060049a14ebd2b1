import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { INVOICE_MESSAGES, type InvoiceCreateBody } from '@tradeworks/contracts/invoices';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { DocumentEditPage } from '@/features/sales-documents/components/document-form-page';
import { savedDocumentValues } from '@/features/sales-documents/lib/document-form';
import { useInvoiceConfig } from '../api/get-invoice-config';
import { useInvoice } from '../api/get-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import { InvoiceForm } from '../components/invoice-form';

/** /invoices/:id/edit — drafts only, like quotes (the server refuses the rest with 409 too). */
export function InvoiceEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const config = useInvoiceConfig();
  const canEdit = useCan('invoices', 'edit');
  const update = useUpdateInvoice();
  const [saving, setSaving] = useState<'draft' | 'sent' | null>(null);

  const submit = async (body: InvoiceCreateBody & { status: 'draft' | 'sent' }) => {
    setSaving(body.status);
    try {
      const saved = await update.mutateAsync({ id, body });
      toast({
        title: body.status === 'sent' ? 'Invoice sent' : 'Invoice saved',
        description:
          body.status === 'sent'
            ? `Invoice ${saved.invoiceNumber} was saved and e-mailed to ${saved.client?.email ?? saved.clientName}.`
            : `Invoice ${saved.invoiceNumber} was saved as a draft.`,
      });
      void navigate(`/invoices/${saved.id}`);
    } catch (error) {
      toast({
        title: 'Error updating invoice',
        description: errorMessage(error, 'Failed to save invoice.'),
        variant: 'destructive',
      });
      throw error;
    } finally {
      setSaving(null);
    }
  };

  return (
    <DocumentEditPage
      noun="Invoice"
      id={id}
      query={invoice}
      numberOf={(i) => i.invoiceNumber}
      loading={config.isPending}
      canEdit={canEdit}
      loadFailed={INVOICE_MESSAGES.loadDetailFailed}
    >
      {(i) => (
        <InvoiceForm
          mode="edit"
          requiresPaymentCustomer={config.data?.requiresPaymentCustomer ?? false}
          saving={saving}
          onSubmit={submit}
          defaultValues={{ ...savedDocumentValues(i), dueDate: i.dueDate ?? '' }}
        />
      )}
    </DocumentEditPage>
  );
}
