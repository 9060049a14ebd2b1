import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { INVOICE_MESSAGES, type InvoiceCreateBody } from '@tradeworks/contracts/invoices';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { linesFromSaved } from '@/features/sales-documents/lib/document-form';
import { taxPercentOf } from '@/features/sales-documents/lib/tax-percent';
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
  useEffect(() => {
    document.title = `Edit ${invoice.data?.invoiceNumber ?? 'Invoice'} · Tradeworks`;
  }, [invoice.data?.invoiceNumber]);

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

  const data = invoice.data;
  return (
    <div className="mx-auto w-full max-w-5xl">
      <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
        <Link to={data ? `/invoices/${id}` : '/invoices'}>
          <ArrowLeft aria-hidden="true" />
          {data ? `Back to ${data.invoiceNumber}` : 'Back to Invoices'}
        </Link>
      </Button>
      <PageHeader title={data ? `Edit Invoice ${data.invoiceNumber}` : 'Edit Invoice'} />
      {invoice.isPending || config.isPending ? (
        <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading invoice">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : invoice.isError ? (
        <Card>
          <LoadError message={INVOICE_MESSAGES.loadDetailFailed} onRetry={() => invoice.refetch()} />
        </Card>
      ) : !canEdit ? (
        <Card>
          <EmptyState icon={Lock} title="You can view invoices but not edit them." />
        </Card>
      ) : !invoice.data.allowedActions.includes('edit') ? (
        <Card>
          <EmptyState
            icon={Lock}
            title="This invoice can no longer be edited"
            description={`Invoice ${invoice.data.invoiceNumber} is ${invoice.data.status}; only draft invoices can be edited.`}
            action={
              <Button asChild size="sm" variant="outline">
                <Link to={`/invoices/${id}`}>View invoice</Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <InvoiceForm
          mode="edit"
          requiresPaymentCustomer={config.data?.requiresPaymentCustomer ?? false}
          saving={saving}
          onSubmit={submit}
          defaultValues={{
            clientId: invoice.data.clientId,
            clientName: invoice.data.clientName,
            locationId: invoice.data.locationId,
            dueDate: invoice.data.dueDate ?? '',
            taxPercent: taxPercentOf(invoice.data.taxRate),
            notes: invoice.data.notes ?? '',
            lineItems: linesFromSaved(invoice.data.lineItems),
          }}
        />
      )}
    </div>
  );
}
