import { describe, expect, it } from 'vitest';
import { badgeVariants } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { BILLING_CLASSES, HEALTH_CLASSES, PLAN_CLASSES, STATUS_CLASSES, UNKNOWN_CLASSES } from './labels';

// The console's badges put these classes on Badge's default (filled primary) variant, merged as Badge does.
const rendered = (classes: string) => cn(badgeVariants(), classes).split(' ');

describe('console badge colours', () => {
  const all = {
    ...PLAN_CLASSES,
    ...STATUS_CLASSES,
    ...BILLING_CLASSES,
    ...HEALTH_CLASSES,
    unknown: UNKNOWN_CLASSES,
  };
  it.each(Object.entries(all))('%s keeps text and fill from the same pair', (_name, classes) => {
    const list = rendered(classes);
    // Primary fill only with its own foreground: any other text colour on it fails 4.5:1 in the light theme.
    if (list.includes('bg-primary')) expect(list).toContain('text-primary-foreground');
  });

  it('an unknown health or status reads as an outline, not a filled badge', () => {
    expect(rendered(UNKNOWN_CLASSES)).not.toContain('bg-primary');
    expect(rendered(STATUS_CLASSES.cancelled!)).not.toContain('bg-primary');
  });
});
