import type { ExportProgress } from '@tradeworks/contracts/data-transfer';

interface Entry extends ExportProgress {
  tenantId: string;
  userId: string;
  touched: number;
}

const KEEP_MS = 10 * 60 * 1000;
const entries = new Map<string, Entry>();

/**
 * Progress of running exports, under an id the browser chose, readable only by the same user in the same
 * tenant. In memory: an export streams from the process that serves it.
 */
export function trackExport(id: string, owner: { tenantId: string; userId: string }, totalRows: number) {
  const now = Date.now();
  for (const [key, entry] of entries) if (now - entry.touched > KEEP_MS) entries.delete(key);
  const entry: Entry = { ...owner, rowsWritten: 0, totalRows, done: false, touched: now };
  entries.set(id, entry);
  return {
    rows(n: number) {
      entry.rowsWritten = n;
      entry.touched = Date.now();
    },
    done() {
      entry.done = true;
      entry.touched = Date.now();
    },
  };
}

export function readExportProgress(
  id: string,
  owner: { tenantId: string; userId: string },
): ExportProgress | null {
  const entry = entries.get(id);
  if (!entry || entry.tenantId !== owner.tenantId || entry.userId !== owner.userId) return null;
  return { rowsWritten: entry.rowsWritten, totalRows: entry.totalRows, done: entry.done };
}
