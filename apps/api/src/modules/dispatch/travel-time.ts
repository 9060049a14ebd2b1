import type { Location } from '../../platform/vrp/vroom-types';

/**
 * Travel times between places, as the optimiser's matrices. The default needs no network: straight-line
 * (haversine) distance × a road circuity factor ÷ an average speed. A road-network provider (OSRM,
 * Valhalla, Google) can implement the same interface without touching the solver.
 */
export interface TravelMatrix {
  /** Seconds, [from][to]. */
  durations: number[][];
  /** Metres, [from][to]. */
  distances: number[][];
}

export interface TravelTimeProvider {
  matrix(locations: Location[]): Promise<TravelMatrix>;
}

const EARTH_RADIUS_M = 6_371_000;

export function haversineMetres([lon1, lat1]: Location, [lon2, lat2]: Location): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface StraightLineOptions {
  /** Road distance ÷ straight-line distance; 1.3 is typical of city grids. */
  circuityFactor: number;
  /** Average driving speed, km/h. */
  averageSpeedKmh: number;
}

export class StraightLineTravelTime implements TravelTimeProvider {
  constructor(readonly options: StraightLineOptions) {}

  async matrix(locations: Location[]): Promise<TravelMatrix> {
    const { circuityFactor, averageSpeedKmh } = this.options;
    const metresPerSecond = (averageSpeedKmh * 1000) / 3600;
    const distances = locations.map((a) =>
      locations.map((b) => Math.round(haversineMetres(a, b) * circuityFactor)),
    );
    const durations = distances.map((row) => row.map((m) => Math.round(m / metresPerSecond)));
    return { durations, distances };
  }
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

/** ROUTE_CIRCUITY_FACTOR (default 1.3) and ROUTE_AVERAGE_SPEED_KMH (default 40). */
export function travelTimeFromEnv(env: NodeJS.ProcessEnv = process.env): TravelTimeProvider {
  return new StraightLineTravelTime({
    circuityFactor: positive(env.ROUTE_CIRCUITY_FACTOR, 1.3, 'ROUTE_CIRCUITY_FACTOR'),
    averageSpeedKmh: positive(env.ROUTE_AVERAGE_SPEED_KMH, 40, 'ROUTE_AVERAGE_SPEED_KMH'),
  });
}
