const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** Stored bytes for the console: '0 B', '1.2 KB', '340.0 MB', '2.5 GB' (1024-based, as disks are reported). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
