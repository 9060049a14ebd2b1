import { useState } from 'react';
import { Link } from 'react-router';
import { Droplets, History, Wrench } from 'lucide-react';
import type { EquipmentHistoryEntry } from '@tradeworks/contracts/equipment';
import type { JobStatus } from '@tradeworks/contracts/service-jobs';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { JobStatusBadge } from '@/features/dispatching/public';
import { formatDate, formatVisitTime } from '@/lib/format';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useEquipmentHistory } from '../api/get-equipment-history';
import { formatOunces } from '../lib/equipment-labels';
import { ChecklistEntry, PhotoEntry } from './equipment-field-entries';

const PAGE_SIZE = 20;

function JobEntry({ entry }: { entry: Extract<EquipmentHistoryEntry, { kind: 'job' }> }) {
  const { timeZone, differsFromDevice } = useOrganizationClock();
  return (
    <>
      <Wrench className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          <Link to={`/dispatching/jobs/${entry.jobId}`} className="hover:underline">
            {entry.jobNumber}
          </Link>{' '}
          · {entry.serviceType}
          {entry.agreementNumber && (
            <Badge variant="info" className="ml-2">
              Agreement visit {entry.agreementNumber}
            </Badge>
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatVisitTime(entry.occurredAt, timeZone, { zoneName: differsFromDevice })}
          {entry.technicianName ? ` · ${entry.technicianName}` : ''}
        </p>
        {entry.notes && <p className="mt-1 text-sm whitespace-pre-line">{entry.notes}</p>}
      </div>
      <JobStatusBadge status={entry.status as JobStatus} />
    </>
  );
}

function RefrigerantEntry({ entry }: { entry: Extract<EquipmentHistoryEntry, { kind: 'refrigerant' }> }) {
  return (
    <>
      <Droplets className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          Refrigerant {entry.action}: {formatOunces(entry.amountOz)}
          {entry.refrigerantType ? ` of ${entry.refrigerantType}` : ''}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatDate(entry.servicedOn)}
          {entry.technicianName ? ` · ${entry.technicianName}` : ''}
          {entry.jobNumber ? ` · ${entry.jobNumber}` : ''}
        </p>
        {entry.notes && <p className="mt-1 text-sm">{entry.notes}</p>}
      </div>
    </>
  );
}

/**
 * Every job and agreement visit that touched the unit, its refrigerant log, the checklists filled for it (readings)
 * and its photos, newest first, paged.
 */
export function EquipmentHistoryCard({ equipmentId }: { equipmentId: string }) {
  const [offset, setOffset] = useState(0);
  const history = useEquipmentHistory(equipmentId, { limit: PAGE_SIZE, offset });
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading history">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : history.isError ? (
          <LoadError
            message="Failed to load the unit's history. Please try again."
            onRetry={() => history.refetch()}
          />
        ) : history.data.items.length === 0 ? (
          <EmptyState
            icon={History}
            className="py-6"
            description="No jobs, readings, photos or refrigerant entries for this unit yet."
          />
        ) : (
          <>
            <ul className="divide-y" aria-label="Unit history">
              {history.data.items.map((entry) => (
                <li key={entry.key} className="flex items-start gap-3 py-3">
                  {entry.kind === 'job' && <JobEntry entry={entry} />}
                  {entry.kind === 'refrigerant' && <RefrigerantEntry entry={entry} />}
                  {entry.kind === 'checklist' && <ChecklistEntry entry={entry} />}
                  {entry.kind === 'photo' && <PhotoEntry entry={entry} />}
                </li>
              ))}
            </ul>
            <ListPagination
              offset={offset}
              limit={PAGE_SIZE}
              total={history.data.total}
              noun="entries"
              onOffsetChange={setOffset}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
