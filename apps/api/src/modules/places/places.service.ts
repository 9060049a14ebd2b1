import type { PlaceDetailsResponse, PlacesAutocompleteResponse } from '@tradeworks/contracts/places';
import type { TenantContext } from '../../http/route';
import { PlaceErrors } from './places.errors';
import type { AddressLookupContext, AddressProvider } from '../../platform/geo/address-provider-types';
import { findClient, searchClientAddresses } from '../clients/public';

/** The tenant's earlier client addresses, read under its row-level security. */
function lookupContext({ db, tenantId, userId }: TenantContext): AddressLookupContext {
  return {
    knownAddresses: (input, limit) =>
      db.tenant({ tenantId, userId }, (scope) => searchClientAddresses(scope, input, limit)),
    knownAddress: (id) => db.tenant({ tenantId, userId }, (scope) => findClient(scope, id)),
  };
}

export async function autocompleteAddress(
  options: TenantContext & { provider: AddressProvider; input: string },
): Promise<PlacesAutocompleteResponse> {
  const predictions = await options.provider.autocomplete(options.input, lookupContext(options));
  return { predictions, status: predictions.length ? 'OK' : 'ZERO_RESULTS' };
}

export async function getPlaceDetails(
  options: TenantContext & { provider: AddressProvider; placeId: string },
): Promise<PlaceDetailsResponse> {
  const result = await options.provider.details(options.placeId, lookupContext(options));
  if (!result) throw PlaceErrors.notFound();
  return { result, status: 'OK' };
}
