import { KeyRound, Phone } from 'lucide-react';
import { JobUnits } from '@/features/equipment/public';
import type { ShownJob } from '../lib/apply-pending';
import { telUrl } from '../lib/field-links';

/**
 * Where the technician works: the service location's name, access notes (gate code), the on-site contact
 * and the units there with their warranty badges. A day copy kept on the device from before locations
 * existed has none of these: it shows nothing until the next refresh.
 */
export function JobSite({ job }: { job: ShownJob }) {
  const units = job.equipment ?? [];
  const contactTel = telUrl(job.contactPhone ?? null);
  return (
    <div className="grid gap-2 text-sm">
      {job.locationName && <p className="font-medium text-foreground">{job.locationName}</p>}
      {job.accessNotes && (
        <p className="flex items-start gap-2 text-foreground">
          <KeyRound className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="whitespace-pre-line">{job.accessNotes}</span>
        </p>
      )}
      {(job.contactName || contactTel) && (
        <p className="flex flex-wrap items-center gap-2 text-foreground">
          <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          On site: {job.contactName}
          {contactTel && (
            <a href={contactTel} className="font-medium text-primary underline-offset-4 hover:underline">
              {job.contactPhone}
            </a>
          )}
        </p>
      )}
      {units.length > 0 && (
        <details className="rounded-md border p-2">
          <summary className="min-h-8 cursor-pointer font-medium text-foreground">
            Equipment at this location ({units.length})
          </summary>
          <div className="pt-2">
            <JobUnits units={units} />
          </div>
        </details>
      )}
    </div>
  );
}
