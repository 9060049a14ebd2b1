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
