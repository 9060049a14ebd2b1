import zipcodes from 'zipcodes';

/**
 * US ZIP codes and cities from the bundled `zipcodes` dataset, indexed once for prefix lookups
 * (about 42,000 ZIPs and 30,000 cities; built lazily in ~100 ms on first use).
 */

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

export interface CityPlace {
  city: string;
  state: string;
  zips: string[];
  lat: number;
  lng: number;
}

interface Index {
  zips: ZipPlace[]; // sorted by zip
  zipKeys: string[]; // parallel to zips
  cities: CityPlace[]; // sorted by upper-case name, then state
  cityKeys: string[]; // upper-case names, parallel to cities
}

let index: Index | null = null;

function build(): Index {
  const zips: ZipPlace[] = [];
  const byCity = new Map<string, { city: string; state: string; zips: string[]; lat: number; lng: number }>();
  for (const entry of Object.values(zipcodes.codes)) {
    if (entry.country !== 'US' || !/^\d{5}$/.test(entry.zip)) continue;
    zips.push({
      zip: entry.zip,
      city: entry.city,
      state: entry.state,
      lat: entry.latitude,
      lng: entry.longitude,
    });
    const key = `${entry.city.toUpperCase()}|${entry.state}`;
    const city = byCity.get(key) ?? { city: entry.city, state: entry.state, zips: [], lat: 0, lng: 0 };
    city.zips.push(entry.zip);
    city.lat += entry.latitude;
    city.lng += entry.longitude;
    byCity.set(key, city);
  }
  zips.sort((a, b) => a.zip.localeCompare(b.zip));
  const cities = [...byCity.values()]
    .map((c) => ({
      ...c,
      zips: c.zips.sort(),
      lat: round(c.lat / c.zips.length),
      lng: round(c.lng / c.zips.length),
    }))
    .sort(
      (a, b) => a.city.toUpperCase().localeCompare(b.city.toUpperCase()) || a.state.localeCompare(b.state),
    );
  return { zips, zipKeys: zips.map((z) => z.zip), cities, cityKeys: cities.map((c) => c.city.toUpperCase()) };
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const usIndex = () => (index ??= build());

/** First position whose key is >= prefix. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function findZip(zip: string): ZipPlace | undefined {
  const { zips, zipKeys } = usIndex();
  const i = lowerBound(zipKeys, zip);
  return zips[i]?.zip === zip ? zips[i] : undefined;
}

/** ZIP codes starting with `prefix` (digits), in order. */
export function zipsStartingWith(prefix: string, limit: number): ZipPlace[] {
  const { zips, zipKeys } = usIndex();
  const out: ZipPlace[] = [];
  for (let i = lowerBound(zipKeys, prefix); i < zips.length && out.length < limit; i++) {
    if (!zips[i].zip.startsWith(prefix)) break;
    out.push(zips[i]);
  }
  return out;
}

/** Cities whose name starts with `prefix` (optionally in `state`), exact names first, then larger cities (more ZIPs). */
export function citiesStartingWith(prefix: string, limit: number, state?: string): CityPlace[] {
  const { cities, cityKeys } = usIndex();
  const key = prefix.trim().toUpperCase();
  if (!key) return [];
  const matches: CityPlace[] = [];
  for (let i = lowerBound(cityKeys, key); i < cities.length && cityKeys[i].startsWith(key); i++) {
    if (!state || cities[i].state === state) matches.push(cities[i]);
  }
  return matches
    .sort(
      (a, b) =>
        Number(b.city.toUpperCase() === key) - Number(a.city.toUpperCase() === key) ||
        b.zips.length - a.zips.length,
    )
    .slice(0, limit);
}

export function findCity(city: string, state: string): CityPlace | undefined {
  return citiesStartingWith(city, 50, state).find((c) => c.city.toUpperCase() === city.trim().toUpperCase());
}

/** 'TX' for 'tx', 'Texas' or 'TEXAS'; undefined for anything else. */
export function stateCode(text: string): string | undefined {
  const upper = text.trim().toUpperCase();
  if (upper.length === 2) return zipcodes.states.abbr[upper] ? upper : undefined;
  return zipcodes.states.full[upper];
}

/** 'Texas' for 'TX'. */
export function stateName(code: string): string {
  const full = zipcodes.states.abbr[code.toUpperCase()];
  return full ? full.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase()) : code;
}

/** Approximate position of an address from its ZIP code (the ZIP's centre), when the ZIP is known. */
export function locateZip(zip: string | null | undefined): { lat: number; lng: number } | null {
  const five = zip?.trim().slice(0, 5);
  const place = five && /^\d{5}$/.test(five) ? findZip(five) : undefined;
  return place ? { lat: place.lat, lng: place.lng } : null;
}
