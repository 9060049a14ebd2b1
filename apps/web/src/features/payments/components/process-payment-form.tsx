import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { AlertCircle, CheckCircle2, Hourglass, Loader2 } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import { PAYMENT_MESSAGES, type PaymentDetail } from '@tradeworks/contracts/payments';
import { paymentMethodLabel } from '@tradeworks/contracts/payment-methods';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { localDatePlusDays } from '@/lib/local-date';
import { useQuery } from '@tanstack/react-query';
import { paymentMethodsQueryOptions } from '@/features/clients/public';
import { useChargeCard } from '../api/charge-card';
import { useCardStatus } from '../api/get-card-status';
import { useRecordPayment } from '../api/record-payment';
import { CardsOffAlert } from './cards-off-alert';
import { InvoicePicker, type PayableInvoice } from './invoice-picker';
import { ManualPaymentFields } from './manual-payment-fields';

type FormMethod = 'credit_card' | 'ach' | 'check' | 'cash';
const METHODS: Array<[FormMethod, string]> = [
  ['credit_card', 'Credit Card'],
  ['ach', 'ACH'],
  ['check', 'Check'],
  ['cash', 'Cash'],
];

interface ProcessPaymentFormProps {
  /** Fixed invoice (the invoice page); otherwise an invoice picker is shown. */
  invoice?: PayableInvoice;
  defaultMethod?: FormMethod;
  onDone?: (payment: PaymentDetail) => void;
  onCancel?: () => void;
}

/**
 * Records a cash, check or ACH payment, or charges a saved card of the client (and shows Stripe's answer).
 * The amount starts at the invoice's balance due.
 */
export function ProcessPaymentForm({
  invoice: fixed,
  defaultMethod = 'check',
  onDone,
  onCancel,
}: ProcessPaymentFormProps) {
  const [invoice, setInvoice] = useState<PayableInvoice | null>(fixed ?? null);
  const [amount, setAmount] = useState(fixed?.balanceDue ?? '');
  const [method, setMethod] = useState<FormMethod>(defaultMethod);
  const [date, setDate] = useState(localDatePlusDays(0));
  const [reference, setReference] = useState('');
  const [cardId, setCardId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<PaymentDetail | null>(null);
  // One key per filled-in charge: a retry of the same submission can never charge twice.
  const [chargeKey, setChargeKey] = useState(() => crypto.randomUUID());

  const isCard = method === 'credit_card';
  const cardStatus = useCardStatus(isCard);
  const methods = useQuery({
    ...paymentMethodsQueryOptions(invoice?.clientId ?? ''),
    enabled: isCard && !!invoice,
  });
  const cards = useMemo(() => (methods.data ?? []).filter((m) => m.type === 'card'), [methods.data]);
  useEffect(() => {
    if (isCard && cards.length && !cards.some((c) => c.id === cardId)) setCardId(cards[0].id);
  }, [isCard, cards, cardId]);
  useEffect(() => setChargeKey(crypto.randomUUID()), [invoice?.id, amount, cardId]);

  const record = useRecordPayment();
  const charge = useChargeCard();
  const pending = record.isPending || charge.isPending;
  const cardsOff = isCard && cardStatus.data?.configured === false;
  const noCards = isCard && !!invoice && methods.isSuccess && cards.length === 0;

  const fail = (error: unknown) => {
    setErrors(isApiError(error) ? (error.fieldErrors ?? {}) : {});
    toast({
      variant: 'destructive',
      title: 'Error',
      description: errorMessage(error, PAYMENT_MESSAGES.recordFailed),
    });
  };
  const done = (payment: PaymentDetail) => {
    setErrors({});
    // A fresh form for the next payment (the invoice stays when the form is the invoice's own).
    if (!fixed) {
      setInvoice(null);
      setAmount('');
    }
    setReference('');
    onDone?.(payment);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!invoice) {
      setErrors({ invoiceId: PAYMENT_MESSAGES.invoiceRequired });
      return;
    }
    if (isCard) {
      charge.mutate(
        {
          invoiceId: invoice.id,
          amount: amount.trim(),
          paymentMethodId: cardId || undefined,
          idempotencyKey: chargeKey,
        },
        {
          onSuccess: (payment) => {
            setOutcome(payment);
            if (payment.status === 'completed') {
              toast({ title: 'Payment approved', description: `${formatMoney(payment.amount)} charged.` });
              done(payment);
            }
          },
          onError: fail,
        },
      );
      return;
    }
    record.mutate(
      {
        invoiceId: invoice.id,
        amount: amount.trim(),
        method,
        date,
        reference: reference.trim() || undefined,
      },
      {
        onSuccess: (payment) => {
          toast({
            title: 'Payment recorded',
            description: `Payment of ${formatMoney(payment.amount)} recorded for ${payment.invoiceNumber}.`,
          });
          done(payment);
        },
        onError: fail,
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid gap-4 md:grid-cols-2">
        {fixed ? (
          <p className="text-sm md:col-span-2">
            Balance due on {fixed.invoiceNumber}: <strong>{formatMoney(fixed.balanceDue)}</strong>
          </p>
        ) : (
          <FormField label="Invoice" error={errors.invoiceId} required className="md:col-span-2">
            <InvoicePicker
              value={invoice}
              onChange={(chosen) => {
                setInvoice(chosen);
                setAmount(chosen.balanceDue);
                setErrors({});
              }}
            />
          </FormField>
        )}
        <FormField
          label="Amount"
          error={errors.amount}
          required
          description={invoice && !fixed ? `Balance due ${formatMoney(invoice.balanceDue)}` : undefined}
        >
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </FormField>
        <FormField label="Payment method" error={errors.method} required>
          <Select value={method} onValueChange={(value) => setMethod(value as FormMethod)}>
            <SelectTrigger aria-label="Payment method">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {METHODS.map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        {isCard ? (
          invoice &&
          !cardsOff &&
          cards.length > 0 && (
            <FormField label="Card" error={errors.paymentMethodId} className="md:col-span-2">
              <Select value={cardId} onValueChange={setCardId}>
                <SelectTrigger aria-label="Card">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {cards.map((card) => (
                    <SelectItem key={card.id} value={card.id}>
                      {paymentMethodLabel(card)}
                      {card.isDefault ? ' (default)' : ''}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )
        ) : (
          <>
            <ManualPaymentFields
              date={date}
              reference={reference}
              errors={errors}
              onDate={setDate}
              onReference={setReference}
              referenceHint="Check number, ACH trace or receipt number"
            />
          </>
        )}
      </div>
      {cardsOff && <CardsOffAlert />}
      {noCards && !cardsOff && (
        <Alert>
          <AlertCircle aria-hidden="true" />
          <p>{PAYMENT_MESSAGES.noSavedCard}</p>
        </Alert>
      )}
      {outcome && <ChargeOutcome payment={outcome} />}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending || cardsOff || noCards}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {isCard ? 'Charge Card' : 'Record Payment'}
        </Button>
      </div>
    </form>
  );
}

/** What the card processor answered: approved, declined (with its reason) or still processing. */
function ChargeOutcome({ payment }: { payment: PaymentDetail }) {
  if (payment.status === 'completed') {
    return (
      <Alert>
        <CheckCircle2 aria-hidden="true" className="text-success" />
        <p>
          Payment approved: {formatMoney(payment.amount)} charged
          {payment.transactionId ? ` (${payment.transactionId})` : ''}.
        </p>
      </Alert>
    );
  }
  if (payment.status === 'failed') {
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden="true" />
        <p>Payment declined: {payment.failureReason ?? 'the card was not charged.'}</p>
      </Alert>
    );
  }
  return (
    <Alert>
      <Hourglass aria-hidden="true" />
      <p>
        Payment processing: the card processor has not confirmed it yet. Its status updates here when it does.
      </p>
    </Alert>
  );
}
