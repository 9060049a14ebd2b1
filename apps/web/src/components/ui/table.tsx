import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/*
 * Rows and cells tighten when <html> has the `compact` class (the personal "compact view" setting),
 * through the `compact:` variant defined in index.css.
 */

/**
 * `scrollLabel`: for a table with nothing focusable in it (figures only), so keyboard users can still scroll
 * it sideways on a narrow screen: its scrolling box becomes a labelled, focusable region.
 */
export function Table({
  className,
  scrollLabel,
  ...props
}: ComponentProps<'table'> & { scrollLabel?: string }) {
  const region = scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {};
  return (
    <div
      className={cn(
        'relative w-full overflow-x-auto',
        scrollLabel && 'rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
      )}
      {...region}
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/40 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot className={cn('border-t bg-muted/50 font-medium', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 px-4 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase compact:h-8 compact:px-2.5',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      className={cn('px-4 py-3 align-middle compact:px-2.5 compact:py-1 compact:text-[13px]', className)}
      {...props}
    />
  );
}
