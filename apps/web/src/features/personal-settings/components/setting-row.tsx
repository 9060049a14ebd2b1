import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export interface SettingControlProps {
  id: string;
  'aria-describedby'?: string;
}

interface SettingRowProps {
  label: string;
  description?: ReactNode;
  /** Renders the control (Switch, SelectTrigger…) with the id its label points at. */
  children: (control: SettingControlProps) => ReactNode;
  /** Keep label and control side by side on phones too (switches). */
  inline?: boolean;
}

/** One setting: label and description on the left, its control on the right (stacked on phones for selects). */
export function SettingRow({ label, description, children, inline = false }: SettingRowProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div
      className={cn(
        'flex gap-3 py-4 first:pt-0 last:pb-0',
        inline
          ? 'flex-row items-center justify-between'
          : 'flex-col sm:flex-row sm:items-center sm:justify-between',
      )}
    >
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id}>{label}</Label>
        {description && (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      {children({ id, 'aria-describedby': descriptionId })}
    </div>
  );
}
