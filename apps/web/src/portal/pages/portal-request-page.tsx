import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { portalServiceRequestSchema } from '@tradeworks/contracts/portal';
import type { PortalServiceRequestSent } from '@tradeworks/contracts/portal-photos';
import { PortalSection } from '../components/portal-layout';
import { PortalLocationPicker } from '../components/portal-location-picker';
import { PhotoPicker, type PickedPhoto } from '../components/photo-picker';
import { SentPhotos } from '../components/sent-photos';
import { portalFetch } from '../portal-api';
import { showPortalFailure, usePortalForm } from '../use-portal-form';

const field =
  'w-full rounded-md border border-[var(--input)] bg-[var(--background)] px-3 focus-visible:outline-2 focus-visible:outline-[var(--ring)]';

/** The request as multipart/form-data: the text fields (blank ones left out) and each photo as `photos`. */
function photoForm(fields: Record<string, string | null>, photos: PickedPhoto[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  for (const photo of photos) form.append('photos', photo.file, photo.file.name);
  return form;
}

interface RequestValues {
  serviceType: string;
  description: string;
  preferredDate: string;
  preferredTimes: string;
  /** '' : the client's default location. */
  locationId: string;
}

/** The request the inputs make (blank optional ones as null), checked with the server's schema. */
const requestSchema = z
  .custom<RequestValues>()
  .transform(
    (v): z.input<typeof portalServiceRequestSchema> => ({
      serviceType: v.serviceType,
      description: v.description,
      preferredDate: v.preferredDate || null,
      preferredTimes: v.preferredTimes || null,
      locationId: v.locationId || null,
    }),
  )
  .pipe(portalServiceRequestSchema);

/** Request service: a short form (with optional photos) that becomes a pending job for the office. */
export function PortalRequestPage() {
  const form = usePortalForm<RequestValues, z.output<typeof requestSchema>>(requestSchema, {
    serviceType: '',
    description: '',
    preferredDate: '',
    preferredTimes: '',
    locationId: '',
  });
  const locationId = useWatch({ control: form.control, name: 'locationId' });
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [done, setDone] = useState<PortalServiceRequestSent | null>(null);
  // Checked with the server's schema first; sent as the inputs hold it (the server parses it the same way).
  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    const fields = {
      serviceType: values.serviceType,
      description: values.description,
      preferredDate: values.preferredDate || null,
      preferredTimes: values.preferredTimes || null,
      locationId: values.locationId || null,
    };
    try {
      const res = await portalFetch<PortalServiceRequestSent>('/service-requests', {
        method: 'POST',
        body: photos.length ? photoForm(fields, photos) : fields,
      });
      setDone(res);
    } catch (e) {
      showPortalFailure(form, e);
    }
  });
  const { isSubmitting: busy } = form.formState;
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const error = (name: string) =>
    errors[name]?.message && (
      <p id={`${name}-error`} className="mt-1 text-sm text-[var(--destructive)]">
        {errors[name]?.message}
      </p>
    );
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Request service</h1>
      {done ? (
        <div role="status" className="rounded-md bg-[var(--card)] p-4 shadow-sm">
          <p>{done.message}</p>
          <SentPhotos photos={done.photos} />
        </div>
      ) : (
        <PortalSection title="What do you need?">
          <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
            <div>
              <label htmlFor="request-type" className="mb-1 block text-sm font-medium">
                Service type
              </label>
              <input
                id="request-type"
                className={`${field} h-10`}
                {...form.register('serviceType')}
                placeholder="e.g. AC repair, furnace tune-up"
                aria-describedby={errors.serviceType ? 'serviceType-error' : undefined}
              />
              {error('serviceType')}
            </div>
            <div>
              <label htmlFor="request-description" className="mb-1 block text-sm font-medium">
                Description
              </label>
              <textarea
                id="request-description"
                rows={4}
                className={`${field} py-2`}
                {...form.register('description')}
                aria-describedby={errors.description ? 'description-error' : undefined}
              />
              {error('description')}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor="request-date" className="mb-1 block text-sm font-medium">
                  Preferred day (optional)
                </label>
                <input
                  id="request-date"
                  type="date"
                  className={`${field} h-10`}
                  {...form.register('preferredDate')}
                />
                {error('preferredDate')}
              </div>
              <div>
                <label htmlFor="request-times" className="mb-1 block text-sm font-medium">
                  Preferred times (optional)
                </label>
                <input
                  id="request-times"
                  className={`${field} h-10`}
                  {...form.register('preferredTimes')}
                  placeholder="e.g. weekday mornings"
                />
              </div>
            </div>
            <PortalLocationPicker
              value={locationId}
              onChange={(id) => form.setValue('locationId', id)}
              error={errors.locationId?.message}
            />
            <PhotoPicker photos={photos} onChange={setPhotos} serverError={errors.photos?.message} />
            {errors.root?.message && (
              <p role="alert" className="text-sm text-[var(--destructive)]">
                {errors.root.message}
              </p>
            )}
            <button
              type="submit"
              disabled={busy}
              className="h-10 rounded-md bg-[var(--primary)] px-4 font-medium text-white hover:opacity-90 disabled:opacity-60"
            >
              {busy ? 'Sending…' : 'Send request'}
            </button>
          </form>
        </PortalSection>
      )}
    </>
  );
}
