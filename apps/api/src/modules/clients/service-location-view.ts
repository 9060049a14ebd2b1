import {
  formatLocationAddress,
  type LocationRef,
  type ServiceLocation,
} from '@tradeworks/contracts/service-locations';
import type { LocationListRow, LocationRow } from './service-locations.repository';

const coordinate = (value: string | null) => (value === null ? null : Number(value));

/** A location as the API answers it. */
export function toServiceLocation({ location: row, ...extra }: LocationListRow): ServiceLocation {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    accessNotes: row.accessNotes,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    taxGroupId: row.taxGroupId,
    archived: row.archived,
    isDefault: extra.isDefault,
    equipmentCount: extra.equipmentCount,
    jobCount: extra.jobCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a job, document or agreement shows of its location. */
export const toLocationRef = (row: LocationRow): LocationRef => ({
  id: row.id,
  name: row.name,
  fullAddress: formatLocationAddress(row),
});

/** Where a job at the location is: the location and its address and coordinates, copied onto the job row. */
export const jobPlace = (row: LocationRow) => ({
  locationId: row.id,
  address: formatLocationAddress(row),
  latitude: row.latitude,
  longitude: row.longitude,
});
