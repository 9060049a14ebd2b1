import type { PlaceDetails, PlaceDetailsResponse } from '@tradeworks/contracts/places';
import { apiFetch } from '@/lib/api-client';

/** GET /api/places/details?place_id= — the spec reads `result` or the body itself. */
export async function getPlaceDetails(placeId: string): Promise<PlaceDetails> {
  const body = await apiFetch<PlaceDetailsResponse | PlaceDetails>('/api/places/details', {
    query: { place_id: placeId },
  });
  return 'result' in body ? body.result : body;
}
