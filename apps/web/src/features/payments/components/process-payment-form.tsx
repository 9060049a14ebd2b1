import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { AlertCircle, Loader2 } from 'lucide-react';
import { z } from 'zod';
import { formatMoney } from '@tradeworks/contracts/money';
import {
  PAYMENT_MESSAGES,
  cardChargeSchema,
  paymentRecordSchema,
  type CardChargeBody,
  type PaymentDetail,
  type PaymentRecordBody,
} from '@tradeworks/contracts/payments';
import { paymentMethodLabel } from '@tradeworks/contracts/payment-methods';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { localDatePlusDays } from '@/lib/local-date';
import { bodyOf, setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { useQuery } from '@tanstack/react-query';
import { paymentMethodsQueryOptions } from '@/features/clients/public';
import { useChargeCard } from '../api/charge-card';
import { useCardStatus } from '../api/get-card-status';
import { useRecordPayment } from '../api/record-payment';
import { CardsOffAlert } from './cards-off-alert';
import { ChargeOutcome } from './charge-outcome';
import { InvoicePicker, type PayableInvoice } from './invoice-picker';
import { ManualPaymentFields } from './manual-payment-fields';

type FormMethod = 'credit_card' | 'ach' | 'check' | 'cash';
const METHODS: Array<[FormMethod, string]> = [
  ['credit_card', 'Credit Card'],
  ['ach', 'ACH'],
  ['check', 'Check'],
  ['cash', 'Cash'],
];

interface PaymentFormValues {
  invoiceId: string;
  amount: string;
  method: FormMethod;
  date: string;
  reference: string;
  paymentMethodId: string;
}

type PaymentFormBody = (CardChargeBody & { kind: 'card' }) | (PaymentRecordBody & { kind: 'manual' });

/**
 * The form is checked with the schema of the request it makes: a card charge's (POST /api/payments/card) or
 * a payment taken by hand's (POST /api/payments); `kind` picks which, and the error paths are the fields'.
 */
const paymentFormSchema = bodyOf(
  (values: PaymentFormValues): PaymentFormBody =>
    values.method === 'credit_card'
      ? {
          kind: 'card' as const,
          invoiceId: values.invoiceId,
          amount: values.amount,
          paymentMethodId: values.paymentMethodId || undefined,
        }
      : {
          kind: 'manual' as const,
          invoiceId: values.invoiceId,
          amount: values.amount,
          method: values.method,
          date: values.date,
          reference: values.reference.trim() || undefined,
        },
  z.discriminatedUnion('kind', [
    cardChargeSchema.extend({ kind: z.literal('card') }),
    paymentRecordSchema.extend({ kind: z.literal('manual') }),
  ]),
);

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
  // The picked invoice's balance and client; the form holds the id it sends.
  const [invoice, setInvoice] = useState<PayableInvoice | null>(fixed ?? null);
  const form = useZodForm<PaymentFormValues, z.output<typeof paymentFormSchema>>(paymentFormSchema, {
    defaultValues: {
      invoiceId: fixed?.id ?? '',
      amount: fixed?.balanceDue ?? '',
      method: defaultMethod,
      date: localDatePlusDays(0),
      reference: '',
      paymentMethodId: '',
    },
  });
  const errors = form.formState.errors;
  const [outcome, setOutcome] = useState<PaymentDetail | null>(null);
  // One key per filled-in charge: a retry of the same submission can never charge twice.
  const [chargeKey, setChargeKey] = useState(() => crypto.randomUUID());

  const [method, amount, cardId] = form.watch(['method', 'amount', 'paymentMethodId']);
  const isCard = method === 'credit_card';
  const cardStatus = useCardStatus(isCard);
  const methods = useQuery({
    ...paymentMethodsQueryOptions(invoice?.clientId ?? ''),
    enabled: isCard && !!invoice,
  });
  const cards = useMemo(() => (methods.data ?? []).filter((m) => m.type === 'card'), [methods.data]);
  const { setValue } = form;
  useEffect(() => {
    if (isCard && cards.length && !cards.some((c) => c.id === cardId))
      setValue('paymentMethodId', cards[0].id);
  }, [isCard, cards, cardId, setValue]);
  useEffect(() => setChargeKey(crypto.randomUUID()), [invoice?.id, amount, cardId]);

  const record = useRecordPayment();
  const charge = useChargeCard();
  const pending = record.isPending || charge.isPending;
  const cardsOff = isCard && cardStatus.data?.configured === false;
  const noCards = isCard && !!invoice && methods.isSuccess && cards.length === 0;
  // After a first submit, a change is checked as it is made (as react-hook-form does for registered inputs).
  const touch = { shouldValidate: form.formState.isSubmitted };

  const fail = (error: unknown) => {
    setServerErrors(form, error);
    toast({
      variant: 'destructive',
      title: 'Error',
      description: errorMessage(error, PAYMENT_MESSAGES.recordFailed),
    });
  };
  const done = (payment: PaymentDetail) => {
    // A fresh form for the next payment (the invoice stays when the form is the invoice's own).
    const values = form.getValues();
    if (!fixed) setInvoice(null);
    form.reset({
      ...values,
      invoiceId: fixed ? values.invoiceId : '',
      amount: fixed ? values.amount : '',
      reference: '',
    });
    onDone?.(payment);
  };

  const send = form.handleSubmit((body) => {
    if (body.kind === 'card') {
      const { invoiceId, amount, paymentMethodId } = body;
      charge.mutate(
        { invoiceId, amount, paymentMethodId, idempotencyKey: chargeKey },
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
    const { invoiceId, amount, method, date, reference } = body;
    record.mutate(
      { invoiceId, amount, method, date, reference },
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
  });
  const submit = (event: FormEvent) => {
    setOutcome(null);
    return send(event);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid gap-4 md:grid-cols-2">
        {fixed ? (
          <p className="text-sm md:col-span-2">
            Balance due on {fixed.invoiceNumber}: <strong>{formatMoney(fixed.balanceDue)}</strong>
          </p>
        ) : (
          <FormField label="Invoice" error={errors.invoiceId?.message} required className="md:col-span-2">
            <InvoicePicker
              value={invoice}
              onChange={(chosen) => {
                setInvoice(chosen);
                form.setValue('invoiceId', chosen.id);
                form.setValue('amount', chosen.balanceDue);
                form.clearErrors();
              }}
            />
          </FormField>
        )}
        <FormField
          label="Amount"
          error={errors.amount?.message}
          required
          description={invoice && !fixed ? `Balance due ${formatMoney(invoice.balanceDue)}` : undefined}
        >
          <Input inputMode="decimal" {...form.register('amount')} />
        </FormField>
        <FormField label="Payment method" error={errors.method?.message} required>
          <Select
            value={method}
            onValueChange={(value) => form.setValue('method', value as FormMethod, touch)}
          >
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
            <FormField label="Card" error={errors.paymentMethodId?.message} className="md:col-span-2">
              <Select
                value={cardId}
                onValueChange={(value) => form.setValue('paymentMethodId', value, touch)}
              >
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
          <ManualPaymentFields
            date={form.watch('date')}
            reference={form.watch('reference')}
            errors={{ date: errors.date?.message, reference: errors.reference?.message }}
            onDate={(value) => form.setValue('date', value, touch)}
            onReference={(value) => form.setValue('reference', value, touch)}
            referenceHint="Check number, ACH trace or receipt number"
          />
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
