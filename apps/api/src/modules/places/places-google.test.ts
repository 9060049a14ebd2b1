import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFieldsFromPlace } from '@tradeworks/contracts/places';
import { GooglePlacesStandIn } from '../../test/google-places-stand-in';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createClientVia } from '../clients/clients.test-support';

let t: TestContext;
let google: GooglePlacesStandIn;
let acme: TestTenant;
let member: TestUser;

beforeAll(async () => {
  google = await GooglePlacesStandIn.start();
  Object.assign(process.env, { GOOGLE_MAPS_API_KEY: google.apiKey, GOOGLE_MAPS_API_BASE: google.url });
  t = await TestContext.create();
  acme = await t.tenant();
  member = await t.user({ tenant: acme, role: 'member' });
});
afterAll(async () => {
  delete process.env.GOOGLE_MAPS_API_KEY;
  delete process.env.GOOGLE_MAPS_API_BASE;
  await t.close();
  await google.close();
});

const autocomplete = (input: string) =>
  t.request(member, 'GET', '/api/places/autocomplete', { tenant: acme, query: { input } });
const details = (placeId: string) =>
  t.request(member, 'GET', '/api/places/details', { tenant: acme, query: { place_id: placeId } });

describe('Google Places address lookup (GOOGLE_MAPS_API_KEY set)', () => {
  it('passes Google’s predictions through and asks for US addresses with the key', async () => {
    await createClientVia(t, member, acme, { address: '1600 Amphitheatre Loop' });
    const res = await autocomplete('amphitheatre');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'OK',
      predictions: [
        {
          place_id: 'ChIJ-standin-1600-amphitheatre',
          description: '1600 Amphitheatre Parkway, Mountain View, CA, USA',
          structured_formatting: {
            main_text: '1600 Amphitheatre Parkway',
            secondary_text: 'Mountain View, CA, USA',
          },
        },
        {
          place_id: 'ChIJ-standin-1601-amphitheatre-ct',
          description: '1601 Amphitheatre Court, Austin, TX, USA',
          structured_formatting: { main_text: '1601 Amphitheatre Court', secondary_text: 'Austin, TX, USA' },
        },
      ],
    });
    const sent = google.requests.at(-1)!;
    expect(sent.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      input: 'amphitheatre',
      types: 'address',
      components: 'country:us',
      key: google.apiKey,
    });
  });

  it('returns details with address_components and the position', async () => {
    const res = await details('ChIJ-standin-1600-amphitheatre');
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.formatted_address).toBe('1600 Amphitheatre Parkway, Mountain View, CA 94043, USA');
    expect(result.geometry).toEqual({ location: { lat: 37.4220656, lng: -122.0840897 } });
    expect(addressFieldsFromPlace(result)).toEqual({
      address: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      state: 'CA',
      zipCode: '94043',
      country: 'US',
      latitude: 37.4220656,
      longitude: -122.0840897,
    });
    expect(google.requests.at(-1)!.searchParams.get('fields')).toBe(
      'place_id,address_component,formatted_address,geometry',
    );
  });

  it('answers ZERO_RESULTS, 404 for an unknown place, 503 when Google refuses the key', async () => {
    expect((await autocomplete('nothing like this')).json()).toEqual({
      predictions: [],
      status: 'ZERO_RESULTS',
    });
    expect((await details('ChIJ-unknown')).statusCode).toBe(404);
    t.app.env.GOOGLE_MAPS_API_KEY = 'wrong-key';
    try {
      const refused = await autocomplete('amphitheatre');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(
        'Address lookup is unavailable: REQUEST_DENIED (The provided API key is invalid.)',
      );
    } finally {
      t.app.env.GOOGLE_MAPS_API_KEY = google.apiKey;
    }
  });
});
