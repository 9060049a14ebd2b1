import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFieldsFromPlace } from '@tradeworks/contracts/places';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createClientVia, userWithPermissions } from '../clients/clients.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  delete process.env.GOOGLE_MAPS_API_KEY;
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  member = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
});
afterAll(() => t.close());

const autocomplete = (input: string, user = member, tenant = acme) =>
  t.request(user, 'GET', '/api/places/autocomplete', { tenant, query: { input } });
const details = (placeId: string, user = member, tenant = acme) =>
  t.request(user, 'GET', '/api/places/details', { tenant, query: { place_id: placeId } });
const descriptions = (res: { json(): { predictions: Array<{ description: string }> } }) =>
  res.json().predictions.map((p) => p.description);

describe('offline address lookup (no GOOGLE_MAPS_API_KEY)', () => {
  it('suggests ZIP codes for digits, in Google’s prediction shape', async () => {
    const res = await autocomplete('7870');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('OK');
    expect(res.json().predictions[0]).toEqual({
      place_id: 'tw:zip:78701',
      description: 'Austin, TX 78701, USA',
      structured_formatting: { main_text: '78701', secondary_text: 'Austin, TX, USA' },
    });
    expect(res.json().predictions).toHaveLength(6);
  });

  it('suggests cities, the exact and larger ones first, optionally narrowed by state', async () => {
    expect(descriptions(await autocomplete('Round Rock'))[0]).toBe('Round Rock, TX, USA');
    expect(descriptions(await autocomplete('austin, tx'))).toEqual(['Austin, TX, USA']);
    expect(descriptions(await autocomplete('Springfield Illinois'))).toEqual(['Springfield, IL, USA']);
  });

  it('combines a typed street with a ZIP or a city, and the details fill every address field', async () => {
    const res = await autocomplete('1200 Oak Hollow Dr, 78704');
    const [first] = res.json().predictions;
    expect(first.description).toBe('1200 Oak Hollow Dr, Austin, TX 78704, USA');
    expect(first.structured_formatting).toEqual({
      main_text: '1200 Oak Hollow Dr',
      secondary_text: 'Austin, TX 78704, USA',
    });
    const place = await details(first.place_id);
    expect(place.statusCode).toBe(200);
    const { result } = place.json();
    expect(result.address_components).toEqual([
      { long_name: '1200', short_name: '1200', types: ['street_number'] },
      { long_name: 'Oak Hollow Dr', short_name: 'Oak Hollow Dr', types: ['route'] },
      { long_name: 'Austin', short_name: 'Austin', types: ['locality', 'political'] },
      { long_name: 'Texas', short_name: 'TX', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
      { long_name: '78704', short_name: '78704', types: ['postal_code'] },
    ]);
    expect(addressFieldsFromPlace(result)).toEqual({
      address: '1200 Oak Hollow Dr',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      country: 'US',
      latitude: 30.2428,
      longitude: -97.7658,
    });
    expect(descriptions(await autocomplete('55 Main St 78664'))[0]).toBe(
      '55 Main St, Round Rock, TX 78664, USA',
    );
    expect(descriptions(await autocomplete('9 Elm St, Pflugerville'))[0]).toBe(
      '9 Elm St, Pflugerville, TX, USA',
    );
  });

  it('suggests the tenant’s own earlier addresses first, never another tenant’s', async () => {
    const client = await createClientVia(t, member, acme, {
      address: '4821 Bluebonnet Ln',
      city: 'Cedar Park',
      zipCode: '78613',
      latitude: 30.51,
      longitude: -97.82,
    });
    const res = await autocomplete('4821 blue');
    expect(res.json().predictions[0]).toEqual({
      place_id: `tw:client:${client.id}`,
      description: '4821 Bluebonnet Ln, Cedar Park, TX 78613, USA',
      structured_formatting: { main_text: '4821 Bluebonnet Ln', secondary_text: 'Cedar Park, TX 78613, USA' },
    });
    expect(descriptions(await autocomplete('bluebonnet ln, cedar'))).toContain(
      '4821 Bluebonnet Ln, Cedar Park, TX 78613, USA',
    );
    const known = (await details(`tw:client:${client.id}`)).json().result;
    expect(known.geometry).toEqual({ location: { lat: 30.51, lng: -97.82 } });
    expect(descriptions(await autocomplete('4821 blue', outsider, other))).toEqual([]);
    expect((await details(`tw:client:${client.id}`, outsider, other)).statusCode).toBe(404);
  });

  it('leaves room for cities after at most 3 earlier addresses', async () => {
    for (const n of [1, 2, 3, 4])
      await createClientVia(t, member, acme, {
        email: `rr${n}@example.com`,
        address: `${n}00 Main St`,
        city: 'Round Rock',
        zipCode: '78664',
      });
    const ids = (await autocomplete('Round Ro'))
      .json()
      .predictions.map((p: { place_id: string }) => p.place_id);
    expect(ids.slice(0, 3).every((id: string) => id.startsWith('tw:client:'))).toBe(true);
    expect(ids[3]).toBe('tw:city:TX:Round Rock');
  });

  it('answers ZERO_RESULTS for nothing and 404 for unknown place ids', async () => {
    expect((await autocomplete('qqqzzzx')).json()).toEqual({ predictions: [], status: 'ZERO_RESULTS' });
    for (const id of [
      'tw:zip:00000',
      'tw:city:TX:Nowhereville',
      'tw:street:not-json',
      'tw:client:nope',
      'ChIJ-google-id',
    ]) {
      expect((await details(id)).statusCode, id).toBe(404);
    }
  });

  it('validates input and place_id', async () => {
    const short = await autocomplete('ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({ input: 'Type at least 3 characters' });
    const missing = await t.request(member, 'GET', '/api/places/details', { tenant: acme });
    expect(missing.json().fieldErrors).toEqual({ place_id: 'place_id is required' });
  });

  it('answers 401 signed out and 403 without clients access (it reveals client addresses)', async () => {
    expect(
      (await t.request(null, 'GET', '/api/places/autocomplete', { tenant: acme, query: { input: 'Austin' } }))
        .statusCode,
    ).toBe(401);
    const noClients = await userWithPermissions(t, acme, ['dashboard']);
    expect((await autocomplete('Austin', noClients)).statusCode).toBe(403);
    expect((await details('tw:zip:78704', noClients)).statusCode).toBe(403);
  });
});
