import { Download } from 'lucide-react';
import {
  ACCOUNTING_FORMATS,
  ACCOUNTING_FORMAT_LABELS,
  type AccountingRecords,
} from '@tradeworks/contracts/accounting-export';
import { formatDisplayDate } from '@tradeworks/contracts/display-format';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { buildUrl } from '@/lib/api-client';

const RECORD_LABELS: Record<AccountingRecords, string> = {
  invoices: 'Invoices',
  payments: 'Payments and refunds',
};

/**
 * The accountant export (issue 30) of the report's period: what a bookkeeper imports into QuickBooks Online or
 * Xero instead of connecting them. The files add up to the totals shown above for the same days.
 */
export function AccountantExport({ from, to }: { from: string; to: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Accountant export</CardTitle>
        <CardDescription>
          {formatDisplayDate(from)} – {formatDisplayDate(to)} as files QuickBooks Online and Xero import. The
          invoices add up to the Invoiced total of this report; the payments and refunds (negative) to
          Collected.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {ACCOUNTING_FORMATS.map((format) => (
          <div key={format} role="group" aria-label={ACCOUNTING_FORMAT_LABELS[format]} className="grid gap-2">
            <p className="text-sm font-medium">{ACCOUNTING_FORMAT_LABELS[format]}</p>
            <div className="flex flex-wrap gap-2">
              {(['invoices', 'payments'] as const).map((records) => (
                <Button key={records} asChild variant="outline" size="sm">
                  <a href={buildUrl('/api/accounting/export.csv', { format, records, from, to })} download>
                    <Download aria-hidden="true" />
                    {RECORD_LABELS[records]}
                  </a>
                </Button>
              ))}
            </div>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
