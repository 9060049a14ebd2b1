import type { EquipmentSource, EquipmentStatus } from '@tradeworks/contracts/equipment';

export const EQUIPMENT_STATUS_LABELS: Record<EquipmentStatus, string> = {
  active: 'Active',
  replaced: 'Replaced',
  removed: 'Removed',
};

export const EQUIPMENT_SOURCE_LABELS: Record<EquipmentSource, string> = {
  manual: 'Added by hand',
  import: 'CSV import',
  job: 'Installed on a job',
  invoice: 'Installed on an invoice',
};

/** "112.00" → "112 oz"; "7.50" → "7.5 oz". */
export function formatOunces(value: string | null): string {
  if (value === null) return '—';
  return `${value.includes('.') ? value.replace(/\.?0+$/, '') : value} oz`;
}

/** The years since installation, on the given today (YYYY-MM-DD): "6 yrs", "< 1 yr". */
export function ageOf(installDate: string | null, today: string): string | null {
  if (!installDate) return null;
  const [y, m, d] = installDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const years = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return years < 1 ? '< 1 yr' : `${years} ${years === 1 ? 'yr' : 'yrs'}`;
}
