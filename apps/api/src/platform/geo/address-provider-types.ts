import type { PlaceDetails, PlacePrediction } from '@tradeworks/contracts/places';

/** An address the tenant already used for a client (the offline provider suggests these first). */
export interface KnownAddress {
  id: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string;
  latitude: string | number | null;
  longitude: string | number | null;
}

/** What a provider may read of the tenant: its own earlier addresses. */
export interface AddressLookupContext {
  knownAddresses(input: string, limit: number): Promise<KnownAddress[]>;
  knownAddress(id: string): Promise<KnownAddress | undefined>;
}

/** Address suggestions and details in Google Places' shapes (spec part 1 §7 "Address lookup"). */
export interface AddressProvider {
  readonly name: 'google' | 'offline';
  autocomplete(input: string, context: AddressLookupContext): Promise<PlacePrediction[]>;
  /** null when the place id is unknown. */
  details(placeId: string, context: AddressLookupContext): Promise<PlaceDetails | null>;
}
