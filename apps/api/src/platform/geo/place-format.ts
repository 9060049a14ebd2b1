import type { AddressComponent, PlaceDetails, PlacePrediction } from '@tradeworks/contracts/places';
import { stateName } from './us-places-index';

/** Builds Google-shaped predictions and details from structured US address parts. */

export interface AddressParts {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  lat?: number | null;
  lng?: number | null;
}

const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada' };
const COUNTRY_SHORT_TEXT: Record<string, string> = { US: 'USA' };

/** "1200 Oak Hollow Dr, Austin, TX 78704, USA" — Google's US format. */
export function formatAddress(parts: AddressParts): string {
  const country = (parts.country || 'US').toUpperCase();
  const stateZip = [parts.state, parts.zip].filter(Boolean).join(' ');
  return [parts.street, parts.city, stateZip, COUNTRY_SHORT_TEXT[country] ?? country]
    .filter(Boolean)
    .join(', ');
}

/** main_text is the street (or the city); a ZIP suggestion leads with the ZIP code itself. */
export function toPrediction(
  placeId: string,
  parts: AddressParts,
  options: { leadWithZip?: boolean } = {},
): PlacePrediction {
  const description = formatAddress(parts);
  if (options.leadWithZip && parts.zip) {
    const secondary = formatAddress({ ...parts, zip: null });
    return {
      place_id: placeId,
      description,
      structured_formatting: { main_text: parts.zip, secondary_text: secondary },
    };
  }
  const main = parts.street || parts.city || description;
  const rest = description.slice(description.indexOf(main) + main.length).replace(/^,\s*/, '');
  return { place_id: placeId, description, structured_formatting: { main_text: main, secondary_text: rest } };
}

/** "1200 Oak Hollow Dr" → street_number 1200 and route Oak Hollow Dr. */
function streetComponents(street: string): AddressComponent[] {
  const match = street.match(/^(\d+[A-Za-z]?(?:-\d+)?)\s+(.+)$/);
  if (!match) return [{ long_name: street, short_name: street, types: ['route'] }];
  return [
    { long_name: match[1], short_name: match[1], types: ['street_number'] },
    { long_name: match[2], short_name: match[2], types: ['route'] },
  ];
}

export function toDetails(placeId: string, parts: AddressParts): PlaceDetails {
  const country = (parts.country || 'US').toUpperCase();
  const components: AddressComponent[] = [];
  if (parts.street) components.push(...streetComponents(parts.street));
  if (parts.city)
    components.push({ long_name: parts.city, short_name: parts.city, types: ['locality', 'political'] });
  if (parts.state) {
    components.push({
      long_name: stateName(parts.state),
      short_name: parts.state,
      types: ['administrative_area_level_1', 'political'],
    });
  }
  components.push({
    long_name: COUNTRY_NAMES[country] ?? country,
    short_name: country,
    types: ['country', 'political'],
  });
  if (parts.zip) components.push({ long_name: parts.zip, short_name: parts.zip, types: ['postal_code'] });
  const details: PlaceDetails = {
    place_id: placeId,
    formatted_address: formatAddress(parts),
    address_components: components,
  };
  if (parts.lat != null && parts.lng != null)
    details.geometry = { location: { lat: parts.lat, lng: parts.lng } };
  return details;
}
