import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** One button of a detail page's action row: a page of the app (`to`), a file (`download`) or a command. */
export interface DetailAction {
  label: string;
  icon: LucideIcon;
  /** Left out when false: the permission or the record's state does not allow it. */
  when?: boolean;
  variant?: 'default' | 'outline' | 'destructive-outline';
  to?: string;
  download?: string;
  onClick?: () => void;
}

interface DetailActionsProps {
  actions: DetailAction[];
  /** A command is running: the other commands wait (links and downloads stay usable). */
  busy?: boolean;
}

/** The action row at the top of a detail page (quote, invoice): small buttons that wrap on a phone. */
export function DetailActions({ actions, busy = false }: DetailActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {actions
        .filter((action) => action.when !== false)
        .map(({ label, icon: Icon, variant = 'default', to, download, onClick }) => {
          const content = (
            <>
              <Icon aria-hidden="true" />
              {label}
            </>
          );
          if (to !== undefined || download !== undefined)
            return (
              <Button key={label} asChild size="sm" variant={variant}>
                {to !== undefined ? (
                  <Link to={to}>{content}</Link>
                ) : (
                  <a href={download} download>
                    {content}
                  </a>
                )}
              </Button>
            );
          return (
            <Button key={label} size="sm" variant={variant} disabled={busy} onClick={onClick}>
              {content}
            </Button>
          );
        })}
    </div>
  );
}
