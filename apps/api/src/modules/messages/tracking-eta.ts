import type { DevicePosition } from '@tradeworks/contracts/field-moment';
import { haversineMetres } from '../../platform/geo/haversine';

/** The route optimiser's defaults (ROUTE_CIRCUITY_FACTOR, ROUTE_AVERAGE_SPEED_KMH): road ≈ 1.3 × straight, 40 km/h. */
const CIRCUITY = 1.3;
const METRES_PER_MINUTE = (40 * 1000) / 60;
/** Parking and walking to the door: no ETA is sooner than this after setting off. */
const MIN_MINUTES = 5;

export interface EtaInput {
  /** When the technician tapped On my way. */
  at: Date;
  position: DevicePosition;
  /** The job's coordinates (null when its address was never placed on the map). */
  destination: { latitude: number | null; longitude: number | null };
  /** The planned arrival of the technician's route, when one was planned. */
  plannedArrival: Date | null;
}

export type Eta = { eta: Date; source: 'location' | 'route' } | { eta: null; source: null };

/**
 * The ETA an on-my-way text promises: from the tap's position (if the technician allowed location) to the
 * job, by straight line × circuity at an average speed, rounded up to 5 minutes; else the planned arrival
 * when it is still ahead; else unknown.
 */
export function estimateEta({ at, position, destination, plannedArrival }: EtaInput): Eta {
  const { latitude, longitude } = position;
  if (
    latitude != null &&
    longitude != null &&
    destination.latitude != null &&
    destination.longitude != null
  ) {
    const metres = haversineMetres([longitude, latitude], [destination.longitude, destination.latitude]);
    const minutes = Math.max(MIN_MINUTES, Math.ceil((metres * CIRCUITY) / METRES_PER_MINUTE / 5) * 5);
    return { eta: new Date(at.getTime() + minutes * 60_000), source: 'location' };
  }
  if (plannedArrival && plannedArrival.getTime() > at.getTime())
    return { eta: plannedArrival, source: 'route' };
  return { eta: null, source: null };
}
