import type { TenantScope, Tx } from '../../db/client';
import { sql, type SQL } from 'drizzle-orm';
import { auditLog, platformAuditLog } from '../../db/schema';
import { newId } from '../../db/schema/columns';

export type AuditAction = 'create' | 'update' | 'delete' | string;

export interface AuditEntry {
  entity: string;
  entityId: string;
  action: AuditAction;
  /** Human words for the activity feed, e.g. "Invoice INV-2026-0004 marked paid". */
  summary?: string;
  changes?: Record<string, unknown>;
}

/** Written inside the caller's transaction, so a change and its audit row commit or fail together. */
export async function recordAudit(scope: TenantScope, entry: AuditEntry): Promise<void> {
  await scope.tx.insert(auditLog).values({
    tenantId: scope.tenantId,
    userId: scope.userId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    summary: entry.summary,
    changes: entry.changes ? redact(entry.changes) : undefined,
  });
}

/**
 * Many entries in one statement (bulk work such as a CSV import), in the caller's transaction. The entries
 * travel as one JSON parameter: a VALUES list of thousands of bound parameters costs more than the insert.
 */
export async function recordAudits(scope: TenantScope, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  const rows = entries.map((entry) => ({
    id: newId(),
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    summary: entry.summary ?? null,
    changes: entry.changes ? redact(entry.changes) : null,
  }));
  await scope.tx.execute(sql`
    insert into audit_log (tenant_id, user_id, id, entity, entity_id, action, summary, changes)
    select ${scope.tenantId}, ${scope.userId}, x.id, x.entity, x.entity_id, x.action, x.summary, x.changes
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(id uuid, entity text, entity_id text, action text, summary text, changes jsonb)`);
}

/**
 * The final `insert into audit_log … select … from <from>` of a statement that writes many records: one entry
 * per row of `from` (usually a CTE of the rows being written), in the same statement and transaction.
 */
export function auditEntriesFrom(
  scope: TenantScope,
  entry: { from: SQL; id: SQL; entity: string; entityId: SQL; action: AuditAction; summary: SQL },
): SQL {
  return sql`insert into audit_log (tenant_id, user_id, id, entity, entity_id, action, summary)
    select ${scope.tenantId}, ${scope.userId}, ${entry.id}, ${entry.entity}, ${entry.entityId}, ${entry.action},
      ${entry.summary}
    from ${entry.from}`;
}

export interface PlatformAuditEntry extends AuditEntry {
  /** The organization the entry concerns (a tenant's own change, a membership, a deletion). */
  subjectTenantId?: string | null;
}

export async function recordPlatformAudit(
  tx: Tx,
  userId: string | null,
  entry: PlatformAuditEntry,
): Promise<void> {
  await tx.insert(platformAuditLog).values({
    userId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    summary: entry.summary,
    subjectTenantId: entry.subjectTenantId ?? undefined,
    changes: entry.changes ? redact(entry.changes) : undefined,
  });
}

const SECRET_FIELDS = /password|secret|apikey|api_key|token/i;

function redact(changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(changes).map(([k, v]) => [k, SECRET_FIELDS.test(k) ? '[redacted]' : v]),
  );
}

/** The fields whose values differ, as { field: { from, to } }; only keys present in `next` are compared. */
export function changedFields(
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    if (JSON.stringify(previous[key]) !== JSON.stringify(value))
      out[key] = { from: previous[key], to: value };
  }
  return out;
}
