import { PERMISSION_AREA_LABELS } from '@tradeworks/contracts/admin-settings';
import { FEATURE_AREAS, type AccessLevel, type AccessTable } from '@tradeworks/contracts/permissions';

interface AreaAccessGridProps {
  /** "Scopes", "Permissions": the fieldset's legend. */
  legend: string;
  /** Makes each checkbox's id (`<idPrefix>-<area>`), unique on the page. */
  idPrefix: string;
  value: AccessTable;
  onChange: (access: AccessTable) => void;
  /** The level a newly ticked area gets, listed first (a key starts at View, a role at Edit). */
  firstLevel: AccessLevel;
  error?: string;
}

const LEVEL_LABELS: Record<AccessLevel, string> = { view: 'View', edit: 'Edit' };

/**
 * A checkbox per area of the permission table (contracts' FEATURE_AREAS) with View or Edit beside it: the
 * scopes of an API key and the permissions of a custom role.
 */
export function AreaAccessGrid({
  legend,
  idPrefix,
  value,
  onChange,
  firstLevel,
  error,
}: AreaAccessGridProps) {
  const levels: AccessLevel[] = firstLevel === 'view' ? ['view', 'edit'] : ['edit', 'view'];
  const errorId = `${idPrefix}-error`;
  const set = (area: keyof AccessTable, level: AccessLevel | undefined) =>
    onChange({ ...value, [area]: level });
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {FEATURE_AREAS.map((area) => {
          const level = value[area];
          const id = `${idPrefix}-${area}`;
          return (
            <div key={area} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
              <label htmlFor={id} className="flex items-center gap-2 text-sm">
                <input
                  id={id}
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={Boolean(level)}
                  onChange={(e) => set(area, e.target.checked ? firstLevel : undefined)}
                />
                {PERMISSION_AREA_LABELS[area]}
              </label>
              <select
                aria-label={`${PERMISSION_AREA_LABELS[area]} access level`}
                className="h-7 rounded-md border bg-background px-1 text-xs disabled:opacity-50"
                disabled={!level}
                value={level ?? firstLevel}
                onChange={(e) => set(area, e.target.value as AccessLevel)}
              >
                {levels.map((l) => (
                  <option key={l} value={l}>
                    {LEVEL_LABELS[l]}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
