import { Link } from 'react-router';
import { equipmentLabel, type JobEquipment } from '@tradeworks/contracts/equipment';
import { Badge } from '@/components/ui/badge';
import { formatOunces } from '../lib/equipment-labels';
import { WarrantyBadge } from './warranty-badge';

/**
 * The units at a job's location (those the job works on first, marked), each with its warranty badge:
 * the job page and the technician's day. `linkUnits`: names link to the unit's page (office users).
 */
export function JobUnits({ units, linkUnits = false }: { units: JobEquipment[]; linkUnits?: boolean }) {
  if (!units.length)
    return <p className="text-sm text-muted-foreground">No equipment recorded at this location.</p>;
  const ordered = [...units].sort((a, b) => Number(b.linked) - Number(a.linked));
  return (
    <ul className="grid gap-2" aria-label="Equipment at this location">
      {ordered.map((unit) => (
        <li key={unit.id} className="grid gap-1 rounded-md border p-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            {linkUnits ? (
              <Link to={`/equipment/${unit.id}`} className="text-sm font-medium hover:underline">
                {equipmentLabel(unit)}
              </Link>
            ) : (
              <span className="text-sm font-medium">{equipmentLabel(unit)}</span>
            )}
            {unit.linked && <Badge variant="info">On this job</Badge>}
          </div>
          <p className="text-xs text-muted-foreground">
            {[
              unit.serialNumber && `S/N ${unit.serialNumber}`,
              unit.refrigerantType &&
                `${unit.refrigerantType}${unit.refrigerantChargeOz ? ` ${formatOunces(unit.refrigerantChargeOz)}` : ''}`,
              unit.filterSize && `Filter ${unit.filterSize}`,
            ]
              .filter(Boolean)
              .join(' · ') || 'No serial number recorded'}
          </p>
          <WarrantyBadge unit={unit} />
        </li>
      ))}
    </ul>
  );
}
