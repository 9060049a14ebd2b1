import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** The control: an Input, SelectTrigger, Switch… It receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
  error?: string;
  description?: ReactNode;
  /** Give the control this id instead of a generated one. */
  id?: string;
  required?: boolean;
  className?: string;
}

/** A label, its control and the error text, wired together so the control is found by its label. */
export function FormField({ label, children, error, description, id, required, className }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    // content-start: when a neighbour in the same grid row grows (its error line appears), this field's
    // label and control stay at the top instead of spreading apart — controls in a row stay aligned.
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
