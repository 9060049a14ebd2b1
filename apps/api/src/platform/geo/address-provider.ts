import type { Env } from '../../env';
import type { AddressProvider } from './address-provider-types';
import { googlePlacesProvider } from './google-places-provider';
import { offlineAddressProvider } from './offline-address-provider';

/** Google Places when GOOGLE_MAPS_API_KEY is set (GOOGLE_MAPS_API_BASE overrides the host), else the offline lookup. */
export function addressProviderFromEnv(
  env: Pick<Env, 'GOOGLE_MAPS_API_KEY' | 'GOOGLE_MAPS_API_BASE'>,
): AddressProvider {
  const key = env.GOOGLE_MAPS_API_KEY;
  if (!key) return offlineAddressProvider;
  return googlePlacesProvider({
    apiKey: key,
    baseUrl: env.GOOGLE_MAPS_API_BASE || 'https://maps.googleapis.com',
  });
}
