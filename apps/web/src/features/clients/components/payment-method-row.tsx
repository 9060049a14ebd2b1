import { CreditCard, Landmark, MoreHorizontal, Pencil, Star, Trash2 } from 'lucide-react';
import {
  paymentMethodFallbackLabel,
  paymentMethodLabel,
  type PaymentMethod,
} from '@tradeworks/contracts/payment-methods';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

interface PaymentMethodRowProps {
  method: PaymentMethod;
  canEdit: boolean;
  busy: boolean;
  onRename: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One saved method: its label ('Visa ending in 4242' unless renamed), expiry, default badge and actions. */
export function PaymentMethodRow({
  method,
  canEdit,
  busy,
  onRename,
  onDelete,
  onMakeDefault,
}: PaymentMethodRowProps) {
  const label = paymentMethodLabel(method);
  const fallback = paymentMethodFallbackLabel(method);
  const Icon = method.type === 'us_bank_account' ? Landmark : CreditCard;
  const expiry =
    method.expMonth && method.expYear
      ? `Expires ${String(method.expMonth).padStart(2, '0')}/${method.expYear}`
      : null;
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="truncate">{label}</span>
          {method.isDefault && <Badge variant="info">Default</Badge>}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {[label !== fallback ? fallback : null, expiry].filter(Boolean).join(' · ') || '\u00a0'}
        </p>
      </div>
      {canEdit && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" disabled={busy} aria-label={`Actions for ${label}`}>
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {!method.isDefault && (
              <DropdownMenuItem onSelect={onMakeDefault}>
                <Star aria-hidden="true" />
                Set as default
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={onRename}>
              <Pencil aria-hidden="true" />
              Edit display name
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </li>
  );
}
