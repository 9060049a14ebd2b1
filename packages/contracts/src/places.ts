import { z } from 'zod';

/** Address lookup (spec part 1 §2 "Address input", §7 "Address lookup"): Google Places' response shapes. */

export const ADDRESS_LOOKUP_MIN_CHARS = 3;
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 300;

/** GET /api/places/autocomplete?input= */
export const placesAutocompleteQuerySchema = z.object({
  input: z
    .string({ error: `Type at least ${ADDRESS_LOOKUP_MIN_CHARS} characters` })
    .trim()
    .min(ADDRESS_LOOKUP_MIN_CHARS, `Type at least ${ADDRESS_LOOKUP_MIN_CHARS} characters`)
    .max(200, 'Must be at most 200 characters'),
});

/** GET /api/places/details?place_id= */
export const placeDetailsQuerySchema = z.object({
  place_id: z
    .string({ error: 'place_id is required' })
    .trim()
    .min(1, 'place_id is required')
    .max(1000, 'place_id is invalid'),
});

export const placePredictionSchema = z.object({
  place_id: z.string(),
  description: z.string(),
  structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
});
export type PlacePrediction = z.output<typeof placePredictionSchema>;

export const placesAutocompleteResponseSchema = z.object({
  predictions: z.array(placePredictionSchema),
  status: z.enum(['OK', 'ZERO_RESULTS']),
});
export type PlacesAutocompleteResponse = z.output<typeof placesAutocompleteResponseSchema>;

export const addressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});
export type AddressComponent = z.output<typeof addressComponentSchema>;

export const placeDetailsSchema = z.object({
  place_id: z.string(),
  formatted_address: z.string(),
  address_components: z.array(addressComponentSchema),
  /** Absent when the place has no known position. */
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }).optional(),
});
export type PlaceDetails = z.output<typeof placeDetailsSchema>;

export const placeDetailsResponseSchema = z.object({
  result: placeDetailsSchema,
  status: z.literal('OK'),
});
export type PlaceDetailsResponse = z.output<typeof placeDetailsResponseSchema>;

/** The client form's address fields, filled from a chosen place. */
export interface AddressFields {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Spec §7 mapping: city from locality, state the short name of administrative_area_level_1, zipCode from
 * postal_code, country; address the street (number and route) when known, else the first comma-separated part
 * of formatted_address that is not the city, state, country or ZIP (nor "ST 12345").
 */
export function addressFieldsFromPlace(
  place: Pick<PlaceDetails, 'formatted_address' | 'address_components' | 'geometry'>,
): AddressFields {
  const find = (type: string) => place.address_components.find((c) => c.types.includes(type));
  const city =
    find('locality')?.long_name ?? find('postal_town')?.long_name ?? find('sublocality')?.long_name ?? '';
  const state = find('administrative_area_level_1')?.short_name ?? '';
  const zipCode = find('postal_code')?.long_name ?? '';
  const countryComponent = find('country');
  const country = countryComponent?.short_name ?? '';
  const street = [find('street_number')?.long_name, find('route')?.long_name].filter(Boolean).join(' ');
  const skip = new Set(
    [city, state, zipCode, country, countryComponent?.long_name, 'USA', `${state} ${zipCode}`.trim()]
      .filter(Boolean)
      .map((s) => s!.toLowerCase()),
  );
  const address =
    street ||
    place.formatted_address
      .split(',')
      .map((part) => part.trim())
      .find((part) => part && !skip.has(part.toLowerCase())) ||
    '';
  const location = place.geometry?.location;
  return {
    address,
    city,
    state,
    zipCode,
    country,
    latitude: location?.lat ?? null,
    longitude: location?.lng ?? null,
  };
}
