import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  portalBookingSchema,
  type PortalServiceRequestResult,
  type PortalSlot,
} from '@tradeworks/contracts/portal';
import { PortalSection } from '../components/portal-layout';
import { PortalLoad } from '../components/portal-load';
import { PortalLocationPicker } from '../components/portal-location-picker';
import { portalFetch, PortalError } from '../portal-api';
import { usePortalTimeZone } from '../portal-clock';
import { slotDay, slotTimes } from '../portal-format';
import { usePortalData } from '../use-portal-data';
import { usePortalForm } from '../use-portal-form';

interface BookingValues {
  /** The picked slot's start (the radio group is `slot`). */
  slot: string;
  serviceType: string;
  /** '' : the client's default location. */
  locationId: string;
}

const toBooking = (v: BookingValues): z.input<typeof portalBookingSchema> => ({
  start: v.slot,
  serviceType: v.serviceType,
  locationId: v.locationId || null,
});
/** The booking the inputs make, checked with the server's schema. */
const bookingSchema = z.custom<BookingValues>().transform(toBooking).pipe(portalBookingSchema);

/**
 * Book an appointment: the offered slots by day; booking one creates a pending job in it. Days and times are
 * the organization's (its working hours), with the zone's short name for a client elsewhere.
 */
export function PortalBookPage() {
  const slots = usePortalData<PortalSlot[]>('/booking/slots');
  const zone = usePortalTimeZone();
  const form = usePortalForm<BookingValues, z.output<typeof bookingSchema>>(bookingSchema, {
    slot: '',
    serviceType: '',
    locationId: '',
  });
  const start = useWatch({ control: form.control, name: 'slot' });
  const locationId = useWatch({ control: form.control, name: 'locationId' });
  const [done, setDone] = useState<string | null>(null);
  // Checked with the server's schema first; sent as the inputs hold it.
  const submit = form.handleSubmit(async () => {
    try {
      const res = await portalFetch<PortalServiceRequestResult>('/booking', {
        method: 'POST',
        body: toBooking(form.getValues()),
      });
      setDone(res.message);
    } catch (e) {
      const message = e instanceof PortalError ? e.message : 'Network error. Please try again.';
      form.setError('root', { type: 'server', message });
      if (e instanceof PortalError && e.status === 409) slots.reload();
    }
  });
  const { errors } = form.formState;
  // One message above the button: the server's answer, else the first field the schema refused.
  const error =
    errors.root?.message ?? errors.serviceType?.message ?? errors.locationId?.message ?? errors.slot?.message;
  if (done) {
    return (
      <p role="status" className="rounded-md bg-[var(--card)] p-4 shadow-sm">
        {done}
      </p>
    );
  }
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Book an appointment</h1>
      <PortalLoad state={slots}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-[var(--muted-foreground)]">
              No times are free in the next days. Please request service instead.
            </p>
          ) : (
            <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
              <div>
                <label htmlFor="book-type" className="mb-1 block text-sm font-medium">
                  Service type
                </label>
                <input
                  id="book-type"
                  {...form.register('serviceType')}
                  className="h-10 w-full rounded-md border border-[var(--input)] bg-[var(--background)] px-3"
                />
              </div>
              <PortalLocationPicker value={locationId} onChange={(id) => form.setValue('locationId', id)} />
              {Object.entries(
                list.reduce<Record<string, PortalSlot[]>>((days, slot) => {
                  const key = slotDay(slot.start, zone);
                  (days[key] ??= []).push(slot);
                  return days;
                }, {}),
              ).map(([day, daySlots]) => (
                <PortalSection key={day} title={day}>
                  <fieldset className="flex flex-wrap gap-2">
                    <legend className="sr-only">Times on {day}</legend>
                    {daySlots.map((slot) => (
                      <label
                        key={slot.start}
                        className={`cursor-pointer rounded-md border px-3 py-2 text-sm ${start === slot.start ? 'border-[var(--primary)] bg-[var(--primary)] text-white' : 'border-[var(--border)]'}`}
                      >
                        <input
                          type="radio"
                          value={slot.start}
                          {...form.register('slot')}
                          className="sr-only"
                        />
                        {slotTimes(slot.start, slot.end, zone)}
                      </label>
                    ))}
                  </fieldset>
                </PortalSection>
              ))}
              {error && (
                <p role="alert" className="text-sm text-[var(--destructive)]">
                  {error}
                </p>
              )}
              <button
                type="submit"
                disabled={!start}
                className="h-10 rounded-md bg-[var(--primary)] px-4 font-medium text-white hover:opacity-90 disabled:opacity-60"
              >
                Book this time
              </button>
            </form>
          )
        }
      </PortalLoad>
    </>
  );
}
