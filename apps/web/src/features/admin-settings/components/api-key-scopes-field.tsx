import { PERMISSION_AREA_LABELS } from '@tradeworks/contracts/admin-settings';
import type { ApiKeyScope } from '@tradeworks/contracts/api-keys';
import { FEATURE_AREAS, type FeatureArea } from '@tradeworks/contracts/permissions';

type Level = 'view' | 'edit';

const levelOf = (scopes: string[], area: FeatureArea): Level | undefined =>
  scopes.includes(`${area}:edit`) ? 'edit' : scopes.includes(`${area}:view`) ? 'view' : undefined;

/** The scopes with one area set to a level (or left out), in the order of the permission table. */
function withLevel(scopes: string[], area: FeatureArea, level: Level | null): ApiKeyScope[] {
  return FEATURE_AREAS.flatMap((a) => {
    const current = a === area ? level : levelOf(scopes, a);
    return current ? [`${a}:${current}` as ApiKeyScope] : [];
  });
}

/** A checkbox per area of the permission table with View or Edit: the scopes of a new API key. */
export function ApiKeyScopesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (scopes: ApiKeyScope[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'api-key-scopes-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Scopes</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {FEATURE_AREAS.map((area) => {
          const level = levelOf(value, area);
          const id = `api-key-scope-${area}`;
          return (
            <div key={area} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
              <label htmlFor={id} className="flex items-center gap-2 text-sm">
                <input
                  id={id}
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={Boolean(level)}
                  onChange={(e) => onChange(withLevel(value, area, e.target.checked ? 'view' : null))}
                />
                {PERMISSION_AREA_LABELS[area]}
              </label>
              <select
                aria-label={`${PERMISSION_AREA_LABELS[area]} access level`}
                className="h-7 rounded-md border bg-background px-1 text-xs disabled:opacity-50"
                disabled={!level}
                value={level ?? 'view'}
                onChange={(e) => onChange(withLevel(value, area, e.target.value as Level))}
              >
                <option value="view">View</option>
                <option value="edit">Edit</option>
              </select>
            </div>
          );
        })}
      </div>
      {error && (
        <p id="api-key-scopes-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
