import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_LOOKUP_MIN_CHARS, type PlacesAutocompleteResponse } from '@tradeworks/contracts/places';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** GET /api/places/autocomplete?input= — Google-shaped predictions (or placePrediction suggestions from newer APIs). */
export function autocompletePlaces(input: string, signal?: AbortSignal): Promise<PlacesAutocompleteResponse> {
  return apiFetch<PlacesAutocompleteResponse>('/api/places/autocomplete', { query: { input }, signal });
}

export function placesAutocompleteQueryOptions(input: string) {
  return queryOptions({
    queryKey: clientKeys.placeSuggestions(input),
    queryFn: ({ signal }) => autocompletePlaces(input, signal),
    staleTime: 5 * 60_000,
  });
}

/** Suggestions for `input` once it has at least 3 characters (the caller debounces by 300 ms). */
export function usePlacesAutocomplete(input: string, enabled: boolean) {
  return useQuery({
    ...placesAutocompleteQueryOptions(input),
    enabled: enabled && input.trim().length >= ADDRESS_LOOKUP_MIN_CHARS,
  });
}
