import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** An amount of money as typed: a number field in cent steps, never negative, the decimal keypad on a phone. */
export function MoneyInput(props: ComponentProps<typeof Input>) {
  return <Input type="number" min={0} step="0.01" inputMode="decimal" {...props} />;
}
