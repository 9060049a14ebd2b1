import type { PlaceDetails, PlacePrediction } from '@tradeworks/contracts/places';
import type { AddressLookupContext, AddressProvider, KnownAddress } from './address-provider-types';
import { toDetails, toPrediction, type AddressParts } from './place-format';
import {
  citiesStartingWith,
  findCity,
  findZip,
  locateZip,
  stateCode,
  zipsStartingWith,
  type CityPlace,
  type ZipPlace,
} from './us-places-index';

/**
 * Address lookup without network: the tenant's own earlier client addresses first, then US cities and ZIP
 * codes from the bundled dataset, combined with a typed street ("1200 Oak Hollow Dr, 78704" or "…, Austin").
 * Place ids are self-describing (tw:zip:78704, tw:city:TX:Austin, tw:street:<base64>, tw:client:<id>).
 */

const MAX_SUGGESTIONS = 6;
/** Earlier addresses come first but leave room for the dataset's cities and ZIP codes. */
const MAX_KNOWN = 3;

type Locality = { kind: 'zip'; place: ZipPlace } | { kind: 'city'; place: CityPlace };

interface ParsedInput {
  street: string | null;
  locality: string;
}

function parseInput(raw: string): ParsedInput {
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const first = parts[0] ?? '';
  if (/^\d/.test(first) && /[a-z]/i.test(first)) {
    if (parts.length > 1) return { street: first, locality: parts.slice(1).join(' ') };
    const trailingZip = first.match(/^(.*[a-z].*?)\s+(\d{3,5})$/i);
    if (trailingZip) return { street: trailingZip[1], locality: trailingZip[2] };
    return { street: first, locality: '' };
  }
  return { street: null, locality: parts.join(' ') };
}

/** "78704", "787", "Austin", "Austin TX", "Round Rock, Texas", "Austin TX 78745" → matching ZIPs or cities. */
function resolveLocality(text: string): Locality[] {
  const locality = text.replace(/\s+/g, ' ').trim();
  if (!locality) return [];
  const zip = locality.match(/(?:^|\s)(\d{3,5})$/);
  if (zip) return zipsStartingWith(zip[1], MAX_SUGGESTIONS).map((place) => ({ kind: 'zip' as const, place }));
  const words = locality.split(' ');
  for (const take of [2, 1]) {
    if (words.length <= take) continue;
    const state = stateCode(words.slice(-take).join(' '));
    if (state) {
      const cities = citiesStartingWith(words.slice(0, -take).join(' '), MAX_SUGGESTIONS, state);
      if (cities.length) return cities.map((place) => ({ kind: 'city' as const, place }));
    }
  }
  return citiesStartingWith(locality, MAX_SUGGESTIONS).map((place) => ({ kind: 'city' as const, place }));
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function decode(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const localityParts = (l: Locality): AddressParts =>
  l.kind === 'zip'
    ? { city: l.place.city, state: l.place.state, zip: l.place.zip, lat: l.place.lat, lng: l.place.lng }
    : {
        city: l.place.city,
        state: l.place.state,
        zip: l.place.zips.length === 1 ? l.place.zips[0] : null,
        lat: l.place.lat,
        lng: l.place.lng,
      };

const localityId = (l: Locality) =>
  l.kind === 'zip' ? `tw:zip:${l.place.zip}` : `tw:city:${l.place.state}:${l.place.city}`;

function knownParts(row: KnownAddress): AddressParts {
  const stored =
    row.latitude != null && row.longitude != null
      ? { lat: Number(row.latitude), lng: Number(row.longitude) }
      : locateZip(row.zipCode);
  return {
    street: row.address,
    city: row.city,
    state: row.state,
    zip: row.zipCode,
    country: row.country,
    lat: stored?.lat,
    lng: stored?.lng,
  };
}

async function autocomplete(input: string, context: AddressLookupContext): Promise<PlacePrediction[]> {
  const predictions: PlacePrediction[] = (await context.knownAddresses(input, MAX_KNOWN)).map((row) =>
    toPrediction(`tw:client:${row.id}`, knownParts(row)),
  );
  const { street, locality } = parseInput(input);
  for (const match of resolveLocality(locality)) {
    if (predictions.length >= MAX_SUGGESTIONS) break;
    const parts = localityParts(match);
    const prediction = street
      ? toPrediction(
          `tw:street:${encode({ street, zip: parts.zip, city: parts.city, state: parts.state })}`,
          { ...parts, street },
        )
      : toPrediction(localityId(match), parts, { leadWithZip: match.kind === 'zip' });
    if (!predictions.some((p) => p.description === prediction.description)) predictions.push(prediction);
  }
  return predictions;
}

async function details(placeId: string, context: AddressLookupContext): Promise<PlaceDetails | null> {
  const [, kind, ...rest] = placeId.split(':');
  const value = rest.join(':');
  if (!placeId.startsWith('tw:') || !value) return null;
  if (kind === 'client') {
    const row = /^[0-9a-f-]{36}$/i.test(value) ? await context.knownAddress(value) : undefined;
    return row ? toDetails(placeId, knownParts(row)) : null;
  }
  if (kind === 'zip') {
    const zip = findZip(value);
    return zip ? toDetails(placeId, localityParts({ kind: 'zip', place: zip })) : null;
  }
  if (kind === 'city') {
    const [state, ...city] = value.split(':');
    const place = findCity(city.join(':'), state);
    return place ? toDetails(placeId, localityParts({ kind: 'city', place })) : null;
  }
  if (kind === 'street') {
    const parsed = decode(value);
    if (!parsed || typeof parsed.street !== 'string' || !parsed.street.trim()) return null;
    const zip = typeof parsed.zip === 'string' ? findZip(parsed.zip) : undefined;
    const city =
      !zip && typeof parsed.city === 'string' && typeof parsed.state === 'string'
        ? findCity(parsed.city, parsed.state)
        : undefined;
    const locality: Locality | null = zip
      ? { kind: 'zip', place: zip }
      : city
        ? { kind: 'city', place: city }
        : null;
    if (!locality) return null;
    return toDetails(placeId, { ...localityParts(locality), street: parsed.street.trim().slice(0, 200) });
  }
  return null;
}

export const offlineAddressProvider: AddressProvider = { name: 'offline', autocomplete, details };
