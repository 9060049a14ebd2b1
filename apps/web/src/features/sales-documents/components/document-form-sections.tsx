import type { ReactNode } from 'react';
import { FormProvider, useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Loader2, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { DocumentTotals } from './document-totals';
import { LineItemsEditor } from './line-items-editor';

interface LineItemsCardProps {
  /** Quotes: lines the client may tick when approving. */
  allowOptional?: boolean;
  totals: {
    subtotal: string;
    taxAmount: string;
    total: string;
    taxLines: ReadonlyArray<{ name: string; rate: string; amount: string; rateId: string | null }>;
  };
  taxRate: string;
  /** What a document adds under its totals (a quote's options and deposit). */
  children?: ReactNode;
}

/** The Line Items card of a quote or invoice form: the editor and the live totals. */
export function DocumentLineItemsCard({ allowOptional, totals, taxRate, children }: LineItemsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Line Items</CardTitle>
        <CardDescription>
          Services, parts and custom charges. Totals are checked again on the server.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <LineItemsEditor allowOptional={allowOptional} />
        <DocumentTotals
          subtotal={totals.subtotal}
          taxRate={taxRate}
          taxAmount={totals.taxAmount}
          taxLines={totals.taxLines}
          total={totals.total}
        />
        {children}
      </CardContent>
    </Card>
  );
}

/** The Notes card of a quote or invoice form (the form holds `notes`). */
function DocumentNotesCard({ placeholder }: { placeholder: string }) {
  const form = useFormContext<{ notes: string }>();
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <FormField label="Notes">
          <Textarea rows={3} placeholder={placeholder} {...form.register('notes')} />
        </FormField>
      </CardContent>
    </Card>
  );
}

interface FormButtonsProps {
  /** 'Quote' or 'Invoice'. */
  noun: string;
  mode: 'create' | 'edit';
  saving: 'draft' | 'sent' | null;
  onSaveDraft: () => void;
}

/** Save Draft and the form's submit button, 'Create & Send …' or 'Save & Send …'. */
function DocumentFormButtons({ noun, mode, saving, onSaveDraft }: FormButtonsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" disabled={saving !== null} onClick={onSaveDraft}>
        {saving === 'draft' && <Loader2 className="animate-spin" aria-hidden="true" />}
        Save Draft
      </Button>
      <Button type="submit" disabled={saving !== null}>
        {saving === 'sent' ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {mode === 'create' ? `Create & Send ${noun}` : `Save & Send ${noun}`}
      </Button>
    </div>
  );
}

interface DocumentFormLayoutProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  noun: 'Quote' | 'Invoice';
  mode: 'create' | 'edit';
  saving: 'draft' | 'sent' | null;
  /** Save Draft saves a draft; the form's submit button saves to send. */
  save: (status: 'draft' | 'sent') => void;
  /** Under the Details card's title. */
  description: string;
  /** The Details card's fields (two columns from the small breakpoint). */
  details: ReactNode;
  /** The document's Line Items card (`DocumentLineItemsCard` with what it adds). */
  lineItems: ReactNode;
  notesPlaceholder: string;
}

/** A quote or invoice form: Details, Line Items, Notes, then Save Draft and Create / Save & Send. */
export function DocumentFormLayout<V extends FieldValues>(props: DocumentFormLayoutProps<V>) {
  const { form, noun, mode, saving, save } = props;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save('sent');
        }}
        className="grid gap-6"
      >
        <Card>
          <CardHeader>
            <CardTitle>{noun} Details</CardTitle>
            <CardDescription>{props.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid items-start gap-4 sm:grid-cols-2">{props.details}</CardContent>
        </Card>
        {props.lineItems}
        <DocumentNotesCard placeholder={props.notesPlaceholder} />
        <DocumentFormButtons noun={noun} mode={mode} saving={saving} onSaveDraft={() => save('draft')} />
      </form>
    </FormProvider>
  );
}
