import { Link } from 'react-router';
import { EQUIPMENT_TYPE_LABELS, type Equipment } from '@tradeworks/contracts/equipment';
import { todayIn } from '@tradeworks/contracts/zone-clock';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useOrganizationClock } from '@/lib/organization-clock';
import { cn } from '@/lib/utils';
import {
  ageOf,
  EQUIPMENT_SOURCE_LABELS,
  EQUIPMENT_STATUS_LABELS,
  formatOunces,
} from '../lib/equipment-labels';
import { WarrantyBadge } from './warranty-badge';

function Fact({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** Where the unit is, what it is, its age against its expected life, warranty and refrigerant. */
export function EquipmentFacts({ unit }: { unit: Equipment }) {
  const { timeZone } = useOrganizationClock();
  const today = todayIn(timeZone);
  const pastLife = unit.replacementDueOn !== null && unit.replacementDueOn < today;
  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle>Unit</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4">
            <Fact label="Type">{EQUIPMENT_TYPE_LABELS[unit.type]}</Fact>
            <Fact label="Status">{EQUIPMENT_STATUS_LABELS[unit.status]}</Fact>
            <Fact label="Make">{unit.make ?? '—'}</Fact>
            <Fact label="Model">{unit.model ?? '—'}</Fact>
            <Fact label="Serial number">{unit.serialNumber ?? '—'}</Fact>
            <Fact label="Filter size">{unit.filterSize ?? '—'}</Fact>
            <Fact label="Refrigerant">{unit.refrigerantType ?? '—'}</Fact>
            <Fact label="Charge">{formatOunces(unit.refrigerantChargeOz)}</Fact>
            <Fact label="Source">{EQUIPMENT_SOURCE_LABELS[unit.source]}</Fact>
            {unit.notes && (
              <Fact label="Notes" className="col-span-2">
                <span className="whitespace-pre-line">{unit.notes}</span>
              </Fact>
            )}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Location, age and warranty</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4">
            <Fact label="Client · Location" className="col-span-2">
              <Link to={`/clients/${unit.clientId}`} className="font-medium hover:underline">
                {unit.clientName}
              </Link>{' '}
              · {unit.locationName}
              {unit.locationAddress && (
                <span className="block text-muted-foreground">{unit.locationAddress}</span>
              )}
            </Fact>
            <Fact label="Installed">
              {unit.installDate ? `${formatDate(unit.installDate)} (${ageOf(unit.installDate, today)})` : '—'}
            </Fact>
            <Fact label="Expected life">
              {unit.expectedLifeYears} years
              {unit.replacementDueOn && (
                <span className="block text-muted-foreground">until {formatDate(unit.replacementDueOn)}</span>
              )}
              {pastLife && (
                <Badge variant="destructive" className="mt-1">
                  Past expected life
                </Badge>
              )}
            </Fact>
            <Fact label="Parts warranty ends">{formatDate(unit.warrantyPartsEnds) || '—'}</Fact>
            <Fact label="Labour warranty ends">{formatDate(unit.warrantyLabourEnds) || '—'}</Fact>
          </dl>
          <div className="mt-4">
            <WarrantyBadge unit={unit} />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
