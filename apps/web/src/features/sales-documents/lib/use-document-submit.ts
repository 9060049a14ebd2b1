import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import {
  formIssues,
  linesForSubmit,
  zodIssues,
  type FormIssue,
  type LineItemsFormShape,
} from './document-form';
import { taxRateFromPercent } from './tax-percent';

export interface IssueToast {
  title: string;
  description?: string;
}

interface SubmitOptions<S extends z.ZodType, V extends LineItemsFormShape & FieldValues> {
  form: UseFormReturn<V>;
  schema: S;
  /** The request body from the form values and the lines to send. */
  toBody: (values: V, lines: ReturnType<typeof linesForSubmit>['lines']) => z.input<S>;
  /** The spec's toast for a form-level issue (client, line items), if it has one. */
  toastFor: (issue: FormIssue) => IssueToast | undefined;
}

/**
 * Validates a quote or invoice form with the server's own schema before sending, puts field errors on the
 * right rows and shows the spec's validation toast; server field errors come back the same way.
 */
export function documentSubmit<S extends z.ZodType, V extends LineItemsFormShape & FieldValues>(
  options: SubmitOptions<S, V>,
) {
  const { form, schema, toBody, toastFor } = options;

  const show = (issues: FormIssue[]) => {
    for (const issue of issues) {
      form.setError((issue.path || 'root') as Path<V>, { type: 'validate', message: issue.message });
    }
    const first = issues[0];
    if (first) toast({ variant: 'destructive', ...(toastFor(first) ?? { title: first.message }) });
  };

  /** The body to send, or undefined after showing what is wrong. */
  const prepare = (values: V): { body: z.input<S>; formRow: number[] } | undefined => {
    form.clearErrors();
    const { lines, formRow } = linesForSubmit(values.lineItems);
    const body = toBody(values, lines);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      show(formIssues(zodIssues(parsed.error), formRow));
      return undefined;
    }
    return { body, formRow };
  };
  /**
   * The form's tax percentage (`taxPercent`) is valid, or a tax group is chosen; else the error is put on the
   * field and shown.
   */
  const taxPercentIsValid = (): boolean => {
    // A document taxed by a group does not use (or send) the single rate.
    if (form.getValues('taxGroupId' as Path<V>)) return true;
    const tax = taxRateFromPercent(String(form.getValues('taxPercent' as Path<V>)));
    if (!('error' in tax)) return true;
    form.setError('taxPercent' as Path<V>, { message: tax.error });
    toast({ title: tax.error, variant: 'destructive' });
    return false;
  };
  /** Shows a server 400's field errors on the form; false when the error is of another kind. */
  const showServerErrors = (error: unknown, formRow: number[]): boolean => {
    if (!isApiError(error, 400) || !error.fieldErrors) return false;
    show(
      formIssues(
        Object.entries(error.fieldErrors).map(([path, message]) => ({ path, message })),
        formRow,
      ),
    );
    return true;
  };

  return {
    /**
     * Saves as a draft or to send: the schema and the tax rate first, then the document's own rule
     * (`allowed`, which shows its own message), then `send`; a server 400's field errors land on the form.
     * Not handleSubmit: errors put on the form by the last attempt would block every next one.
     */
    async save<T extends 'draft' | 'sent'>(
      status: T,
      send: (body: z.input<S> & { status: T }) => Promise<unknown>,
      allowed: (status: T) => boolean = () => true,
    ): Promise<void> {
      const prepared = prepare(form.getValues());
      if (!prepared || !taxPercentIsValid() || !allowed(status)) return;
      await send(Object.assign({}, prepared.body, { status })).catch((error: unknown) =>
        showServerErrors(error, prepared.formRow),
      );
    },
  };
}
