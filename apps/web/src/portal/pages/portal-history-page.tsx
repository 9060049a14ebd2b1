import type { PortalPastVisit } from '@tradeworks/contracts/portal';
import { PortalLoad } from '../components/portal-load';
import { VisitRecords } from '../components/visit-records';
import { usePortalTimeZone } from '../portal-clock';
import { day } from '../portal-format';
import { usePortalData } from '../use-portal-data';

export function PortalHistoryPage() {
  const state = usePortalData<PortalPastVisit[]>('/history');
  const zone = usePortalTimeZone();
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Service history</h1>
      <PortalLoad state={state}>
        {(visits) =>
          visits.length === 0 ? (
            <p className="text-[var(--muted-foreground)]">No completed visits yet.</p>
          ) : (
            <ul className="space-y-3">
              {visits.map((v) => (
                <li key={v.id} className="rounded-lg border border-[var(--border)] bg-[var(--card)] p-3">
                  <p className="font-medium">
                    {v.serviceType} · <time dateTime={v.scheduledDate}>{day(v.scheduledDate, zone)}</time>
                  </p>
                  <p className="text-sm text-[var(--muted-foreground)]">
                    {v.technicianName ? `Technician: ${v.technicianName}` : 'Technician not recorded'} ·{' '}
                    {v.jobNumber}
                  </p>
                  {v.notes && <p className="mt-1 whitespace-pre-line text-sm">{v.notes}</p>}
                  <VisitRecords visit={v} />
                </li>
              ))}
            </ul>
          )
        }
      </PortalLoad>
    </>
  );
}
