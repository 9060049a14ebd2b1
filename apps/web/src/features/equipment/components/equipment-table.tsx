import { Link } from 'react-router';
import { EQUIPMENT_TYPE_LABELS, type Equipment } from '@tradeworks/contracts/equipment';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useOrganizationClock } from '@/lib/organization-clock';
import { ageOf, EQUIPMENT_STATUS_LABELS } from '../lib/equipment-labels';
import { WarrantyBadge } from './warranty-badge';

/** Units with their client and location, age against expected life, and warranty. */
export function EquipmentTable({ units }: { units: Equipment[] }) {
  const { timeZone } = useOrganizationClock();
  const today = todayIn(timeZone);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Unit</TableHead>
          <TableHead className="hidden md:table-cell">Client · Location</TableHead>
          <TableHead className="hidden sm:table-cell">Installed</TableHead>
          <TableHead className="hidden sm:table-cell">Warranty</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {units.map((unit) => {
          const pastLife = unit.replacementDueOn !== null && unit.replacementDueOn < today;
          return (
            <TableRow key={unit.id}>
              <TableCell className="max-w-48 sm:max-w-64">
                <Link to={`/equipment/${unit.id}`} className="font-medium hover:underline">
                  {EQUIPMENT_TYPE_LABELS[unit.type]}
                </Link>
                <p className="truncate text-xs text-muted-foreground">
                  {[unit.make, unit.model].filter(Boolean).join(' ') || 'Make and model not recorded'}
                </p>
                {unit.serialNumber && (
                  <p className="truncate text-xs text-muted-foreground">S/N {unit.serialNumber}</p>
                )}
                <p className="truncate text-xs text-muted-foreground md:hidden">
                  {unit.clientName} · {unit.locationName}
                </p>
                {/* A phone has no room for the installed and warranty columns: their badges sit under the unit. */}
                <span className="mt-1 flex flex-wrap gap-1 sm:hidden">
                  <WarrantyBadge unit={unit} />
                  {pastLife && <Badge variant="destructive">Past expected life</Badge>}
                </span>
                {unit.status !== 'active' && (
                  <Badge variant="outline" className="mt-1">
                    {EQUIPMENT_STATUS_LABELS[unit.status]}
                  </Badge>
                )}
              </TableCell>
              <TableCell className="hidden max-w-64 md:table-cell">
                <Link to={`/clients/${unit.clientId}`} className="hover:underline">
                  {unit.clientName}
                </Link>
                <p className="truncate text-xs text-muted-foreground">
                  {unit.locationName}
                  {unit.locationAddress ? ` · ${unit.locationAddress}` : ''}
                </p>
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                {unit.installDate ? (
                  <>
                    <span className="whitespace-nowrap">{formatDate(unit.installDate)}</span>
                    <p className="text-xs text-muted-foreground">
                      {ageOf(unit.installDate, today)} old · life {unit.expectedLifeYears} yrs
                    </p>
                  </>
                ) : (
                  '—'
                )}
                {pastLife && (
                  <Badge variant="destructive" className="mt-1">
                    Past expected life
                  </Badge>
                )}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <WarrantyBadge unit={unit} />
                {!unit.warrantyPartsEnds && !unit.warrantyLabourEnds && (
                  <span className="text-muted-foreground">—</span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
