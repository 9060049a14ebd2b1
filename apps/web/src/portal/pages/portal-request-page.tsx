import { useState, type FormEvent } from 'react';
import type { PortalServiceRequestSent } from '@tradeworks/contracts/portal-photos';
import { PortalSection } from '../components/portal-layout';
import { PortalLocationPicker } from '../components/portal-location-picker';
import { PhotoPicker, type PickedPhoto } from '../components/photo-picker';
import { SentPhotos } from '../components/sent-photos';
import { portalFetch, PortalError } from '../portal-api';

const field =
  'w-full rounded-md border border-[var(--input)] bg-[var(--background)] px-3 focus-visible:outline-2 focus-visible:outline-[var(--ring)]';

/** The request as multipart/form-data: the text fields (blank ones left out) and each photo as `photos`. */
function photoForm(fields: Record<string, string | null>, photos: PickedPhoto[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  for (const photo of photos) form.append('photos', photo.file, photo.file.name);
  return form;
}

/** Request service: a short form (with optional photos) that becomes a pending job for the office. */
export function PortalRequestPage() {
  const [serviceType, setServiceType] = useState('');
  const [description, setDescription] = useState('');
  const [preferredDate, setPreferredDate] = useState('');
  const [preferredTimes, setPreferredTimes] = useState('');
  const [locationId, setLocationId] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<PortalServiceRequestSent | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const fields = {
        serviceType,
        description,
        preferredDate: preferredDate || null,
        preferredTimes: preferredTimes || null,
        locationId: locationId || null,
      };
      const res = await portalFetch<PortalServiceRequestSent>('/service-requests', {
        method: 'POST',
        body: photos.length ? photoForm(fields, photos) : fields,
      });
      setDone(res);
    } catch (e) {
      setErrors(
        e instanceof PortalError
          ? (e.fieldErrors ?? { form: e.message })
          : { form: 'Network error. Please try again.' },
      );
    } finally {
      setBusy(false);
    }
  };
  const error = (name: string) =>
    errors[name] && (
      <p id={`${name}-error`} className="mt-1 text-sm text-[var(--destructive)]">
        {errors[name]}
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
          <form onSubmit={submit} className="space-y-3" noValidate>
            <div>
              <label htmlFor="request-type" className="mb-1 block text-sm font-medium">
                Service type
              </label>
              <input
                id="request-type"
                className={`${field} h-10`}
                value={serviceType}
                onChange={(e) => setServiceType(e.target.value)}
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
                value={description}
                onChange={(e) => setDescription(e.target.value)}
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
                  value={preferredDate}
                  onChange={(e) => setPreferredDate(e.target.value)}
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
                  value={preferredTimes}
                  onChange={(e) => setPreferredTimes(e.target.value)}
                  placeholder="e.g. weekday mornings"
                />
              </div>
            </div>
            <PortalLocationPicker value={locationId} onChange={setLocationId} error={errors.locationId} />
            <PhotoPicker photos={photos} onChange={setPhotos} serverError={errors.photos} />
            {errors.form && (
              <p role="alert" className="text-sm text-[var(--destructive)]">
                {errors.form}
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
