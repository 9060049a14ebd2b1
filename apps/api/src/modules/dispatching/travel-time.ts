import type { Env } from '../../env';
import { haversineMetres } from '../../platform/geo/haversine';
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

/** ROUTE_CIRCUITY_FACTOR (default 1.3) and ROUTE_AVERAGE_SPEED_KMH (default 40), validated in env.ts. */
export function travelTimeFromEnv(
  env: Pick<Env, 'ROUTE_CIRCUITY_FACTOR' | 'ROUTE_AVERAGE_SPEED_KMH'>,
): TravelTimeProvider {
  return new StraightLineTravelTime({
    circuityFactor: env.ROUTE_CIRCUITY_FACTOR,
    averageSpeedKmh: env.ROUTE_AVERAGE_SPEED_KMH,
  });
}
