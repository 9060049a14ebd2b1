import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AddressComponent } from '@tradeworks/contracts/places';

/**
 * A local HTTP server answering like Google's Places web services (place/autocomplete/json and
 * place/details/json): key checked per request, statuses in the body (OK, ZERO_RESULTS, NOT_FOUND,
 * REQUEST_DENIED), predictions with structured_formatting, details with address_components and geometry.
 */

export interface StandInPlace {
  place_id: string;
  main_text: string;
  secondary_text: string;
  address_components: AddressComponent[];
  location: { lat: number; lng: number };
}

const component = (long_name: string, short_name: string, ...types: string[]): AddressComponent => ({
  long_name,
  short_name,
  types,
});

export const GOOGLE_PLACES: StandInPlace[] = [
  {
    place_id: 'ChIJ-standin-1600-amphitheatre',
    main_text: '1600 Amphitheatre Parkway',
    secondary_text: 'Mountain View, CA, USA',
    address_components: [
      component('1600', '1600', 'street_number'),
      component('Amphitheatre Parkway', 'Amphitheatre Pkwy', 'route'),
      component('Mountain View', 'Mountain View', 'locality', 'political'),
      component('Santa Clara County', 'Santa Clara County', 'administrative_area_level_2', 'political'),
      component('California', 'CA', 'administrative_area_level_1', 'political'),
      component('United States', 'US', 'country', 'political'),
      component('94043', '94043', 'postal_code'),
    ],
    location: { lat: 37.4220656, lng: -122.0840897 },
  },
  {
    place_id: 'ChIJ-standin-1601-amphitheatre-ct',
    main_text: '1601 Amphitheatre Court',
    secondary_text: 'Austin, TX, USA',
    address_components: [
      component('1601', '1601', 'street_number'),
      component('Amphitheatre Court', 'Amphitheatre Ct', 'route'),
      component('Austin', 'Austin', 'locality', 'political'),
      component('Texas', 'TX', 'administrative_area_level_1', 'political'),
      component('United States', 'US', 'country', 'political'),
      component('78745', '78745', 'postal_code'),
    ],
    location: { lat: 30.2, lng: -97.8 },
  },
];

export class GooglePlacesStandIn {
  readonly requests: URL[] = [];
  private server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    this.requests.push(url);
    const send = (body: object) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get('key') !== this.apiKey) {
      return send({
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
        predictions: [],
      });
    }
    if (url.pathname === '/maps/api/place/autocomplete/json') {
      const input = (url.searchParams.get('input') ?? '').toLowerCase();
      const predictions = GOOGLE_PLACES.filter((p) =>
        `${p.main_text}, ${p.secondary_text}`.toLowerCase().includes(input),
      ).map((p) => ({
        description: `${p.main_text}, ${p.secondary_text}`,
        place_id: p.place_id,
        reference: p.place_id,
        matched_substrings: [{ length: input.length, offset: 0 }],
        structured_formatting: { main_text: p.main_text, secondary_text: p.secondary_text },
        terms: [],
        types: ['premise', 'geocode'],
      }));
      return send({ predictions, status: predictions.length ? 'OK' : 'ZERO_RESULTS' });
    }
    if (url.pathname === '/maps/api/place/details/json') {
      const place = GOOGLE_PLACES.find((p) => p.place_id === url.searchParams.get('place_id'));
      if (!place) return send({ html_attributions: [], status: 'NOT_FOUND' });
      const [street, city, stateZip] = [place.main_text, ...place.secondary_text.split(', ')];
      const zip = place.address_components.find((c) => c.types.includes('postal_code'))!.long_name;
      return send({
        html_attributions: [],
        result: {
          place_id: place.place_id,
          formatted_address: `${street}, ${city}, ${stateZip} ${zip}, USA`,
          address_components: place.address_components,
          geometry: { location: place.location, viewport: {} },
        },
        status: 'OK',
      });
    }
    res.writeHead(404).end();
  });

  private constructor(readonly apiKey: string) {}

  static async start(apiKey = 'standin-maps-key'): Promise<GooglePlacesStandIn> {
    const standIn = new GooglePlacesStandIn(apiKey);
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
