import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closePortalWorld,
  createPortalWorld,
  portalRequest,
  signIn,
  type PortalWorld,
} from './portal.test-support';

/** A client with several service locations picks where a portal request or booking is for (issue 35). */
let w: PortalWorld;
let pat: string;
let slug: string;
let cabin: string;
let othersLocation: string;

async function addLocation(clientId: string, name: string, address: string) {
  const res = await w.t.request(w.acme.owner, 'POST', `/api/clients/${clientId}/locations`, {
    tenant: w.acme.tenant,
    body: { name, address, city: 'Austin', state: 'TX', zipCode: '78704' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function jobPlace(jobNumber: string) {
  const { rows } = await w.t.db.platform((tx) =>
    tx.execute<{ location_id: string; address: string }>(
      sql`select location_id, address from service_jobs where tenant_id = ${w.acme.tenant.id} and job_number = ${jobNumber}`,
    ),
  );
  return rows[0];
}

beforeAll(async () => {
  w = await createPortalWorld();
  const { t, acme } = w;
  slug = acme.tenant.slug;
  await t.request(acme.owner, 'PATCH', '/api/admin/customer-portal', {
    tenant: acme.tenant,
    body: { allowAppointmentBooking: true, allowQuoteRequests: true },
  });
  await t.db.platform((tx) =>
    tx.execute(sql`insert into technicians (tenant_id, id, name, work_start, work_end, max_jobs)
                   values (${acme.tenant.id}, gen_random_uuid(), 'Sam Tech', '08:00', '10:00', 1)`),
  );
  cabin = await addLocation(acme.f.clientId, 'Lake cabin', '9 Shore Rd');
  othersLocation = await addLocation(acme.otherClientId, 'Warehouse', '1 Dock St');
  pat = await signIn(t, acme);
});
afterAll(() => closePortalWorld(w));

describe('portal: the service location of a request or booking', () => {
  it('lists the client’s own locations, the default first', async () => {
    const home = (await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/home`)).json();
    expect(home.locations.length).toBe(2);
    expect(home.locations[1]).toMatchObject({ id: cabin, name: 'Lake cabin' });
    expect(home.locations.map((l: { id: string }) => l.id)).not.toContain(othersLocation);
  });

  it('a request and a booking go to the chosen location; none chosen: the default', async () => {
    const request = await portalRequest(w.t, pat, 'POST', `/api/portal/${slug}/service-requests`, {
      serviceType: 'Dock light',
      description: 'The porch light flickers',
      locationId: cabin,
    });
    expect(request.statusCode, request.body).toBe(201);
    expect(await jobPlace(request.json().jobNumber)).toEqual({
      location_id: cabin,
      address: '9 Shore Rd, Austin, TX 78704',
    });

    const [slot] = (await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/booking/slots`)).json();
    const booked = await portalRequest(w.t, pat, 'POST', `/api/portal/${slug}/booking`, {
      start: slot.start,
      serviceType: 'AC tune-up',
      locationId: cabin,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await jobPlace(booked.json().jobNumber)).location_id).toBe(cabin);

    const plain = await portalRequest(w.t, pat, 'POST', `/api/portal/${slug}/service-requests`, {
      serviceType: 'Filter',
      description: 'Change the filter',
      locationId: '',
    });
    expect(plain.statusCode).toBe(201);
    expect((await jobPlace(plain.json().jobNumber)).location_id).not.toBe(cabin);
  });

  it('another client’s location is refused on its field, and nothing is booked', async () => {
    const slotsBefore = (await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/booking/slots`)).json();
    const res = await portalRequest(w.t, pat, 'POST', `/api/portal/${slug}/booking`, {
      start: slotsBefore[0].start,
      serviceType: 'AC tune-up',
      locationId: othersLocation,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors ?? {})).toEqual(['locationId']);
    const slotsAfter = (await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/booking/slots`)).json();
    expect(slotsAfter).toEqual(slotsBefore);
  });
});
