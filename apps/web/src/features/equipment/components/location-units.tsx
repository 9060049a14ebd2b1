import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { equipmentLabel } from '@tradeworks/contracts/equipment';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/permissions';
import { useEquipmentList } from '../api/list-equipment';
import { WarrantyBadge } from './warranty-badge';

const PREVIEW = 5;

interface LocationUnitsProps {
  clientId: string;
  clientName: string;
  location: { id: string; name: string };
}

/** The active units at a location (the client page's location card), with their warranty and a link to all. */
export function LocationUnits({ clientId, clientName, location }: LocationUnitsProps) {
  const canView = useCan('equipment');
  const canEdit = useCan('equipment', 'edit');
  const units = useEquipmentList(
    { locationId: location.id, status: 'active', limit: PREVIEW },
    { enabled: canView },
  );
  if (!canView) return null;
  const addLink = `/equipment/new?${new URLSearchParams({ clientId, clientName, locationId: location.id })}`;
  const allLink = `/equipment?${new URLSearchParams({ locationId: location.id, location: location.name })}`;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-medium">Equipment</h4>
        {canEdit && (
          <Button asChild variant="ghost" size="sm">
            <Link to={addLink} aria-label={`Add equipment at ${location.name}`}>
              <Plus aria-hidden="true" />
              Add unit
            </Link>
          </Button>
        )}
      </div>
      {units.isPending ? (
        <Skeleton className="h-8" />
      ) : units.isError ? (
        <p className="text-sm text-destructive">Failed to load equipment.</p>
      ) : units.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No equipment recorded here.</p>
      ) : (
        <ul className="grid gap-1.5" aria-label={`Equipment at ${location.name}`}>
          {units.data.items.map((unit) => (
            <li key={unit.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <Link to={`/equipment/${unit.id}`} className="min-w-0 text-sm hover:underline">
                {equipmentLabel(unit)}
                {unit.serialNumber && (
                  <span className="text-muted-foreground"> · S/N {unit.serialNumber}</span>
                )}
              </Link>
              <WarrantyBadge unit={unit} />
            </li>
          ))}
        </ul>
      )}
      {units.data && units.data.total > PREVIEW && (
        <Link to={allLink} className="text-sm text-primary hover:underline">
          View all {units.data.total} units
        </Link>
      )}
    </div>
  );
}
