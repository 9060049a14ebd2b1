import type { SQL } from 'drizzle-orm';
import type { EquipmentHistoryEntry } from '@tradeworks/contracts/equipment';

/** A history row as every source selects it; `data` carries what only its kind shows. */
export interface HistoryRow extends Record<string, unknown> {
  kind: string;
  key: string;
  occurred_at: string;
  job_id: string | null;
  job_number: string | null;
  technician_name: string | null;
  data: Record<string, unknown>;
}

/**
 * One source of a unit's history. `rows` selects the unit's rows with the HistoryRow columns, newest first
 * and at most `take` (each source reads only its own index, so a page of the merged history reads at most
 * offset + limit rows per source); `count` counts them; `toEntry` shapes a row into its contract entry.
 * A new source (checklist readings, photos) adds an object to HISTORY_SOURCES and its kind to the contract's
 * union — nothing else changes.
 */
export interface HistorySource {
  kind: string;
  rows(tenantId: string, equipmentId: string, take: number): SQL;
  count(tenantId: string, equipmentId: string): SQL;
  toEntry(row: HistoryRow): EquipmentHistoryEntry;
}
