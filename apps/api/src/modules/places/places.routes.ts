import type { FastifyInstance } from 'fastify';
import {
  placeDetailsQuerySchema,
  placesAutocompleteQuerySchema,
  placeDetailsResponseSchema,
  placesAutocompleteResponseSchema,
} from '@tradeworks/contracts/places';
import { defineRoute } from '../../http/route';
import { addressProviderFromEnv } from '../../platform/geo/address-provider';
import { autocompleteAddress, getPlaceDetails } from './places.service';

/*
 * Address lookup for the client forms. It needs clients:view because the offline provider suggests the
 * tenant's own client addresses. The provider is chosen per request from the environment.
 */
export function registerPlaceRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/places/autocomplete',
    access: 'clients:view',
    summary: 'Address suggestions (Google Places, or the offline US ZIP/city lookup and earlier addresses)',
    description:
      "Google Places' response shapes. With `GOOGLE_MAPS_API_KEY` (Places API enabled) Google's " +
      'suggestions; without it the bundled `zipcodes` dataset of US cities and ZIP codes combined with ' +
      "the street typed (`1200 Oak Hollow Dr, 78704`), and the organization's own earlier client " +
      'addresses. Needs view on clients, since client addresses are suggested. The web asks after 3 ' +
      'characters and a 300 ms pause.',
    tags: ['places'],
    query: placesAutocompleteQuerySchema,
    response: placesAutocompleteResponseSchema,
    handler: ({ tenant, query }) =>
      autocompleteAddress({ ...tenant, provider: addressProviderFromEnv(app.env), input: query.input }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/places/details',
    access: 'clients:view',
    summary: 'One suggested place: address_components, formatted_address and position',
    tags: ['places'],
    query: placeDetailsQuerySchema,
    response: placeDetailsResponseSchema,
    handler: ({ tenant, query }) =>
      getPlaceDetails({ ...tenant, provider: addressProviderFromEnv(app.env), placeId: query.place_id }),
  });
}
