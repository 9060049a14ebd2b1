import type { JobChecklist, JobChecklistItem, JobChecklists } from '@tradeworks/contracts/checklists';
import type { JobSignOff } from '@tradeworks/contracts/job-sign-off';
import { isoOrNull } from '../../http/iso-or-null';
import { answerValue } from './checklist-answer';
import type { ChecklistJob, JobChecklistItemRow, JobChecklistRow } from './job-checklists.repository';

export function toJobChecklistItem(row: JobChecklistItemRow): JobChecklistItem {
  return {
    id: row.id,
    checklistId: row.checklistId,
    position: row.position,
    label: row.label,
    kind: row.kind,
    required: row.required,
    unit: row.unit,
    min: row.min,
    max: row.max,
    choices: row.choices,
    value: answerValue(row),
    outOfRange: row.outOfRange,
    answeredAt: isoOrNull(row.answeredAt),
    answeredBy: row.answeredByName,
    version: row.version,
  };
}

export function toJobChecklists(
  job: ChecklistJob,
  editable: boolean,
  rows: { checklists: JobChecklistRow[]; items: JobChecklistItemRow[] },
  signOff: JobSignOff | null,
): JobChecklists {
  const checklists: JobChecklist[] = rows.checklists.map((c) => ({
    id: c.id,
    name: c.name,
    templateId: c.templateId,
    equipmentId: c.equipmentId,
    portalVisible: c.portalVisible,
    items: rows.items.filter((i) => i.checklistId === c.id).map(toJobChecklistItem),
  }));
  return {
    jobId: job.id,
    jobNumber: job.jobNumber,
    editable,
    checklists,
    missingRequired: checklists.flatMap((c) =>
      c.items.filter((i) => i.required && i.answeredAt === null).map((i) => ({ id: i.id, label: i.label })),
    ),
    signOff,
  };
}
