import { Wrench } from 'lucide-react';
import { cn } from '@/lib/utils';

export const PRODUCT_NAME = 'Tradeworks';
export const PRODUCT_TAGLINE = 'Business Suite for Service Professionals';

/** The product's logo tile. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm',
        className,
      )}
    >
      <Wrench className="size-4" />
    </span>
  );
}
