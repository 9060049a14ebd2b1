import type { PortalHome } from '@tradeworks/contracts/portal';
import { usePortalData } from '../use-portal-data';

/**
 * Which of the client's service locations a request or booking is for. Shown only to a client with more than one
 * active location; '' means the default one (listed first), which is what the server takes when none is sent.
 */
export function PortalLocationPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (locationId: string) => void;
  error?: string;
}) {
  const home = usePortalData<PortalHome>('/home');
  const locations = home.data?.locations ?? [];
  if (locations.length < 2) return null;
  const chosen = value || locations[0]?.id;
  return (
    <fieldset aria-describedby={error ? 'locationId-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">Where</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {locations.map((location) => (
          <label
            key={location.id}
            className={`flex min-w-0 cursor-pointer items-start gap-2 rounded-md border p-3 text-sm ${chosen === location.id ? 'border-[var(--primary)] ring-1 ring-[var(--primary)]' : 'border-[var(--border)]'}`}
          >
            <input
              type="radio"
              name="locationId"
              value={location.id}
              checked={chosen === location.id}
              onChange={() => onChange(location.id)}
              className="mt-1 accent-[var(--primary)]"
            />
            <span className="min-w-0">
              <span className="block font-medium">{location.name}</span>
              {location.fullAddress && (
                <span className="block break-words text-[var(--muted-foreground)]">
                  {location.fullAddress}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="locationId-error" className="mt-1 text-sm text-[var(--destructive)]">
          {error}
        </p>
      )}
    </fieldset>
  );
}
