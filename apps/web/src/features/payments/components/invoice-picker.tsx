import { useState } from 'react';
import { balanceDue } from '@tradeworks/contracts/line-items';
import { formatMoney } from '@tradeworks/contracts/money';
import { Combobox } from '@/components/ui/combobox';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useInvoices } from '@/features/invoices/public';

/** An invoice that can take a payment, with what is still owed on it. */
export interface PayableInvoice {
  id: string;
  invoiceNumber: string;
  clientId: string;
  clientName: string;
  balanceDue: string;
}

interface InvoicePickerProps {
  id?: string;
  value: PayableInvoice | null;
  onChange: (invoice: PayableInvoice) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Searches sent and overdue invoices on the server and shows each one's balance due. */
export function InvoicePicker({ value, onChange, ...rest }: InvoicePickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  // Only sent and overdue invoices take payments ('sent' as read excludes the overdue ones).
  const sent = useInvoices({ search: debounced, status: 'sent', limit: 25, offset: 0 });
  const overdue = useInvoices({ search: debounced, status: 'overdue', limit: 25, offset: 0 });
  const payable = [...(overdue.data?.items ?? []), ...(sent.data?.items ?? [])]
    .filter(
      (inv) =>
        (inv.status === 'sent' || inv.status === 'overdue') &&
        balanceDue(inv.total, inv.amountPaid) !== '0.00',
    )
    .map((inv) => ({
      id: inv.id,
      invoiceNumber: inv.invoiceNumber,
      clientId: inv.clientId,
      clientName: inv.clientName,
      balanceDue: balanceDue(inv.total, inv.amountPaid),
    }));
  return (
    <Combobox
      {...rest}
      value={value?.id}
      selectedLabel={value ? `${value.invoiceNumber} · ${value.clientName}` : undefined}
      placeholder="Select an invoice"
      searchPlaceholder="Search by invoice # or client..."
      options={payable.map((inv) => ({
        value: inv.id,
        label: `${inv.invoiceNumber} · ${inv.clientName}`,
        description: `Balance due ${formatMoney(inv.balanceDue)}`,
      }))}
      search={search}
      onSearchChange={setSearch}
      onSelect={(option) => {
        const chosen = payable.find((inv) => inv.id === option.value);
        if (chosen) onChange(chosen);
      }}
      loading={sent.isFetching || overdue.isFetching}
      emptyText="No unpaid sent or overdue invoices found."
    />
  );
}
