import { Link } from 'react-router';
import { Camera, ClipboardCheck } from 'lucide-react';
import type { EquipmentHistoryEntry } from '@tradeworks/contracts/equipment';
import { PHOTO_TAG_LABELS } from '@tradeworks/contracts/job-photos';
import { Badge } from '@/components/ui/badge';
import { buildUrl } from '@/lib/api-client';
import { formatVisitTime } from '@/lib/format';
import { useOrganizationClock } from '@/lib/organization-clock';

function EntryMeta({ entry }: { entry: EquipmentHistoryEntry }) {
  const { timeZone, differsFromDevice } = useOrganizationClock();
  return (
    <p className="text-xs text-muted-foreground">
      {formatVisitTime(entry.occurredAt, timeZone, { zoneName: differsFromDevice })}
      {entry.technicianName ? ` · ${entry.technicianName}` : ''}
      {entry.jobId && (
        <>
          {' · '}
          <Link to={`/dispatching/jobs/${entry.jobId}`} className="hover:underline">
            {entry.jobNumber}
          </Link>
        </>
      )}
    </p>
  );
}

/** A checklist filled for the unit: its answers, readings with the expected range, out-of-range ones flagged. */
export function ChecklistEntry({ entry }: { entry: Extract<EquipmentHistoryEntry, { kind: 'checklist' }> }) {
  return (
    <>
      <ClipboardCheck className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">Checklist: {entry.checklistName}</p>
        <EntryMeta entry={entry} />
        {/* On a phone each answer goes under its question: side by side, a long answer squeezed the labels out. */}
        <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[minmax(0,1fr)_auto]">
          {entry.answers.map((a) => (
            <div key={a.label} className="contents">
              <dt className="mt-1 truncate text-muted-foreground sm:mt-0">{a.label}</dt>
              <dd className={a.outOfRange ? 'font-medium text-destructive' : undefined}>
                {a.answer}
                {a.outOfRange && (
                  <Badge variant="destructive" className="ml-2">
                    Out of range{a.expected ? ` (${a.expected})` : ''}
                  </Badge>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}

/** A technician's photo of the unit: its thumbnail opens the full photo. */
export function PhotoEntry({ entry }: { entry: Extract<EquipmentHistoryEntry, { kind: 'photo' }> }) {
  const photoUrl = buildUrl(`/api/service-jobs/${entry.jobId}/photos/${entry.photoId}`);
  const label = [entry.tag ? PHOTO_TAG_LABELS[entry.tag] : null, entry.caption].filter(Boolean).join(': ');
  return (
    <>
      <Camera className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">Photo{label ? ` — ${label}` : ''}</p>
        <EntryMeta entry={entry} />
        <a href={photoUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block">
          <img
            src={buildUrl(`/api/service-jobs/${entry.jobId}/photos/${entry.photoId}/thumbnail`)}
            alt={label || 'Photo of the unit'}
            loading="lazy"
            className="h-24 w-32 rounded-md border object-cover"
          />
        </a>
      </div>
    </>
  );
}
