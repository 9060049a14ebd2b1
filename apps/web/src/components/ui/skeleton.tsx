import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A loading placeholder: decorative, or with `aria-label` a status that screen readers announce. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  const announced = props['aria-label'] !== undefined;
  return (
    <div
      aria-hidden={announced ? undefined : true}
      role={announced ? 'status' : undefined}
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
