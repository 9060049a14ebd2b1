import type { AddressComponent, PlaceDetails, PlacePrediction } from '@tradeworks/contracts/places';
import { AppError } from '../../http/app-error';
import type { AddressProvider } from './address-provider-types';

/** Google Places (the Places API's autocomplete and details web services), US addresses only. */

export const ADDRESS_LOOKUP_UNAVAILABLE = 'Address lookup is unavailable';
const TIMEOUT_MS = 5_000;

interface GoogleOptions {
  apiKey: string;
  /** e.g. https://maps.googleapis.com (tests point it at a local stand-in) */
  baseUrl: string;
}

interface GoogleAutocompleteBody {
  status: string;
  error_message?: string;
  predictions?: Array<{
    place_id: string;
    description: string;
    structured_formatting?: { main_text?: string; secondary_text?: string };
  }>;
}

interface GoogleDetailsBody {
  status: string;
  error_message?: string;
  result?: {
    place_id?: string;
    formatted_address?: string;
    address_components?: AddressComponent[];
    geometry?: { location?: { lat: number; lng: number } };
  };
}

async function getJson<T extends { status: string; error_message?: string }>(url: URL): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (err) {
    throw new AppError('UNAVAILABLE', `${ADDRESS_LOOKUP_UNAVAILABLE}: ${(err as Error).message}`);
  }
  if (!response.ok)
    throw new AppError('UNAVAILABLE', `${ADDRESS_LOOKUP_UNAVAILABLE}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function unavailable(body: { status: string; error_message?: string }): never {
  throw new AppError(
    'UNAVAILABLE',
    `${ADDRESS_LOOKUP_UNAVAILABLE}: ${body.status}${body.error_message ? ` (${body.error_message})` : ''}`,
  );
}

export function googlePlacesProvider({ apiKey, baseUrl }: GoogleOptions): AddressProvider {
  const endpoint = (path: string, params: Record<string, string>) => {
    const url = new URL(path, baseUrl);
    for (const [k, v] of Object.entries({ ...params, key: apiKey })) url.searchParams.set(k, v);
    return url;
  };
  return {
    name: 'google',
    async autocomplete(input): Promise<PlacePrediction[]> {
      const body = await getJson<GoogleAutocompleteBody>(
        endpoint('/maps/api/place/autocomplete/json', { input, types: 'address', components: 'country:us' }),
      );
      if (body.status === 'ZERO_RESULTS') return [];
      if (body.status !== 'OK') unavailable(body);
      return (body.predictions ?? []).map((p) => ({
        place_id: p.place_id,
        description: p.description,
        structured_formatting: {
          main_text: p.structured_formatting?.main_text ?? p.description,
          secondary_text: p.structured_formatting?.secondary_text ?? '',
        },
      }));
    },
    async details(placeId): Promise<PlaceDetails | null> {
      const body = await getJson<GoogleDetailsBody>(
        endpoint('/maps/api/place/details/json', {
          place_id: placeId,
          fields: 'place_id,address_component,formatted_address,geometry',
        }),
      );
      if (body.status === 'NOT_FOUND' || body.status === 'INVALID_REQUEST' || body.status === 'ZERO_RESULTS')
        return null;
      if (body.status !== 'OK' || !body.result) unavailable(body);
      const { result } = body;
      const details: PlaceDetails = {
        place_id: result.place_id ?? placeId,
        formatted_address: result.formatted_address ?? '',
        address_components: (result.address_components ?? []).map((c) => ({
          long_name: c.long_name,
          short_name: c.short_name,
          types: c.types,
        })),
      };
      if (result.geometry?.location)
        details.geometry = {
          location: { lat: result.geometry.location.lat, lng: result.geometry.location.lng },
        };
      return details;
    },
  };
}
