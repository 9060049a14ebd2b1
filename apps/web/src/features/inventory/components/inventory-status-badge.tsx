import {
  inventoryDisplayStatus,
  type InventoryDisplayStatus,
  type StockLevels,
} from '@tradeworks/contracts/inventory';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const LOOK: Record<InventoryDisplayStatus, { label: string; variant: BadgeProps['variant'] }> = {
  'on-order': { label: 'On Order', variant: 'info' },
  'out-of-stock': { label: 'Out of Stock', variant: 'destructive' },
  'low-stock': { label: 'Low Stock', variant: 'warning' },
  'in-stock': { label: 'In Stock', variant: 'success' },
};

export const DISPLAY_STATUS_LABELS = Object.fromEntries(
  Object.entries(LOOK).map(([status, { label }]) => [status, label]),
) as Record<InventoryDisplayStatus, string>;

/** The derived display status, from the same function the API uses (spec part 2 §4). */
export function InventoryStatusBadge({ item }: { item: StockLevels }) {
  const look = LOOK[inventoryDisplayStatus(item)];
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
