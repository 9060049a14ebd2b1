import { useEffect } from 'react';
import { ServerCog, X } from 'lucide-react';
import { EQUIPMENT_TYPES, type EquipmentType } from '@tradeworks/contracts/equipment';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ListPageToolbar } from '@/components/list-page-toolbar';
import { ListBody } from '@/components/list-body';
import { ListFilterBar } from '@/components/list-filter-bar';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useEquipmentList } from '../api/list-equipment';
import { EquipmentFilters } from '../components/equipment-filters';
import { EquipmentTable } from '../components/equipment-table';

const PAGE_SIZE = 50;
export const EQUIPMENT_LOAD_ERROR = 'Failed to load equipment. Please try again.';

/**
 * /equipment — installed units: search by serial number, make, model or client; filters by type, location
 * (from a client's location card), warranty ending within N days and older than expected life.
 */
export function EquipmentListPage() {
  const canEdit = useCan('equipment', 'edit');
  const { search, offset, filters, update } = useListQueryState([
    'type',
    'warrantyDays',
    'pastLife',
    'locationId',
    'location',
  ] as const);
  const type = (EQUIPMENT_TYPES as readonly string[]).includes(filters.type)
    ? (filters.type as EquipmentType)
    : undefined;
  const typedDays = useDebouncedValue(filters.warrantyDays, 300);
  const days = /^\d{1,4}$/.test(typedDays) && Number(typedDays) <= 3650 ? Number(typedDays) : undefined;
  const list = useEquipmentList({
    search: search || undefined,
    type,
    locationId: filters.locationId || undefined,
    warrantyEndsWithinDays: days,
    olderThanExpectedLife: filters.pastLife === 'true' ? 'true' : undefined,
    limit: PAGE_SIZE,
    offset,
  });
  const filtered = Boolean(search || type || days !== undefined || filters.pastLife || filters.locationId);

  useEffect(() => {
    document.title = 'Equipment · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <ListPageToolbar
        title="Equipment"
        description="The units installed at your clients' locations: warranty, age and service history."
        create={canEdit && { to: '/equipment/new', label: 'Add Equipment' }}
      />
      <Card className="overflow-hidden">
        <ListFilterBar
          search={{
            value: search,
            onSearch: (value) => update({ search: value, offset: null }),
            label: 'Search equipment',
            placeholder: 'Search serial, model, make or client…',
          }}
        >
          <EquipmentFilters
            type={type ?? ''}
            warrantyDays={filters.warrantyDays}
            pastLife={filters.pastLife === 'true'}
            onChange={update}
          />
        </ListFilterBar>
        {filters.locationId && (
          <div className="border-b px-4 py-2">
            <Badge variant="outline" className="gap-2 py-1 text-sm">
              Location: {filters.location || 'selected location'}
              <button
                type="button"
                aria-label="Clear the location filter"
                className="rounded-sm hover:bg-muted"
                onClick={() => update({ locationId: null, location: null, offset: null })}
              >
                <X aria-hidden="true" />
              </button>
            </Badge>
          </div>
        )}
        <ListBody
          query={list}
          loading={{ label: 'Loading equipment', rows: 6 }}
          loadError={EQUIPMENT_LOAD_ERROR}
          empty={{
            icon: ServerCog,
            title: filtered
              ? 'No equipment found matching your filters.'
              : 'No equipment yet. Add the units you service, or import them from a CSV file.',
          }}
          pagination={{
            offset,
            limit: PAGE_SIZE,
            noun: 'units',
            onOffsetChange: (next) => update({ offset: next }),
          }}
        >
          {(units) => <EquipmentTable units={units} />}
        </ListBody>
      </Card>
    </div>
  );
}
