import { useState } from 'react';
import { HandCoins, ListChecks } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import type { QuoteDetail } from '@tradeworks/contracts/quotes';
import { describeDeposit } from '@tradeworks/contracts/quote-options';
import { formatQuantity } from '@tradeworks/contracts/line-items';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { RecordClientChoiceDialog } from './record-client-choice-dialog';
import { RecordDepositDialog } from './record-deposit-dialog';

/**
 * The quote's optional lines, apart from its total — with the client's ticks once they approved in the
 * portal — and the totals of what they signed for.
 */
export function QuoteOptionalItems({ quote }: { quote: QuoteDetail }) {
  // Acting for the client takes the payments permission (office staff) and edit on quotes, as on the server.
  const canPay = useCan('payments', 'edit');
  const canEditQuotes = useCan('quotes', 'edit');
  const [recording, setRecording] = useState(false);
  const options = quote.lineItems.filter((line) => line.isOptional);
  if (options.length === 0) return null;
  const accepted = quote.acceptance ? new Set(quote.acceptance.acceptedOptionIds) : null;
  const canRecord = canPay && canEditQuotes && quote.onBehalfActions.includes('recordChoice');
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>Optional Items</CardTitle>
          <CardDescription>
            {accepted
              ? 'What the client chose when approving.'
              : 'Not included in the total; the client may tick them when approving in the portal.'}
          </CardDescription>
        </div>
        {canRecord && (
          <Button size="sm" variant="outline" onClick={() => setRecording(true)}>
            <ListChecks aria-hidden="true" />
            Record client&apos;s choice
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="divide-y text-sm" aria-label="Optional items">
          {options.map((line) => (
            <li key={line.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <Badge variant="outline" className="mr-2">
                  Optional
                </Badge>
                {line.description}
                <span className="block text-xs text-muted-foreground tabular-nums">
                  {formatQuantity(line.quantity)} × {formatMoney(line.rate)}
                </span>
              </span>
              <span className="flex items-center gap-3">
                {accepted &&
                  (accepted.has(line.id) ? (
                    <Badge variant="success">Accepted</Badge>
                  ) : (
                    <Badge variant="secondary">Not chosen</Badge>
                  ))}
                <span className="font-medium tabular-nums">{formatMoney(line.total)}</span>
              </span>
            </li>
          ))}
        </ul>
        <dl className="ml-auto grid w-full max-w-xs gap-1.5 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Optional items</dt>
            <dd className="tabular-nums">{formatMoney(quote.optionsSubtotal)}</dd>
          </div>
          {quote.acceptance ? (
            <div className="flex justify-between gap-4 border-t pt-1.5 text-base font-semibold">
              <dt>Approved total</dt>
              <dd className="tabular-nums">{formatMoney(quote.acceptance.approvedTotal)}</dd>
            </div>
          ) : (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Total with all options</dt>
              <dd className="tabular-nums">{formatMoney(quote.totalWithOptions)}</dd>
            </div>
          )}
        </dl>
        {quote.acceptance?.digest && (
          <p className="text-xs break-all text-muted-foreground">
            Signed by {quote.acceptance.signerName} on {formatDate(quote.acceptance.respondedAt)} · record
            SHA-256 {quote.acceptance.digest}
          </p>
        )}
        {quote.acceptance && !quote.acceptance.signerName && (
          <p className="text-xs text-muted-foreground">
            Recorded by the office for the client on {formatDate(quote.acceptance.respondedAt)} (not signed
            online; the activity log names who recorded it).
          </p>
        )}
      </CardContent>
      {canRecord && <RecordClientChoiceDialog quote={quote} open={recording} onOpenChange={setRecording} />}
    </Card>
  );
}

const DEPOSIT_STATUS: Record<QuoteDetail['deposit']['status'], string> = {
  none: 'No deposit',
  requested: 'Requested',
  part_paid: 'Partly paid',
  paid: 'Paid',
};

/** The office records a deposit the client paid by check, cash or ACH (while the server says one is due). */
function RecordDepositButton({ quote }: { quote: QuoteDetail }) {
  const canRecord = useCan('payments', 'edit') && quote.onBehalfActions.includes('recordDeposit');
  const [open, setOpen] = useState(false);
  if (!canRecord) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <HandCoins aria-hidden="true" />
        Record deposit
      </Button>
      <RecordDepositDialog quote={quote} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The deposit asked for on approval, what the client paid by card, and where it was credited. */
export function QuoteDepositSummary({ quote }: { quote: QuoteDetail }) {
  const { deposit } = quote;
  if (deposit.type === 'none' || !deposit.amount) return null;
  const how = describeDeposit(deposit.type, deposit.value);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>Deposit</CardTitle>
          <CardDescription>
            {deposit.type === 'percent'
              ? `${how} of the ${quote.acceptance ? 'approved' : 'quote'} total, requested on approval.`
              : 'A fixed amount requested on approval.'}
          </CardDescription>
        </div>
        <RecordDepositButton quote={quote} />
      </CardHeader>
      <CardContent>
        <dl className="grid max-w-sm gap-1.5 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Requested</dt>
            <dd className="font-medium tabular-nums">{formatMoney(deposit.amount)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Paid</dt>
            <dd className="tabular-nums">{formatMoney(deposit.paid)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge variant={deposit.status === 'paid' ? 'success' : 'warning'}>
                {DEPOSIT_STATUS[deposit.status]}
              </Badge>
            </dd>
          </div>
          {quote.depositDue && quote.depositDue !== deposit.amount && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Still due</dt>
              <dd className="tabular-nums">{formatMoney(quote.depositDue)}</dd>
            </div>
          )}
          {deposit.creditedInvoiceNumber && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Credited to</dt>
              <dd>Invoice {deposit.creditedInvoiceNumber}</dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
