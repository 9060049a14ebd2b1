import type { Tracking } from '@tradeworks/contracts/tracking';
import { tilesAround } from './tile-maths';

type TrackingMap = NonNullable<Tracking['map']>;

/**
 * A small map of where the technician roughly is, from the server's tile server: nine plain <img> tiles placed by
 * Web Mercator maths (no map library), the position — already rounded to about a kilometre by the server — as a
 * soft circle rather than a pin, since it is approximate. Not interactive: the ETA is the answer, the map a hint.
 */
export function TrackMap({ map, name }: { map: TrackingMap; name: string }) {
  const tiles = tilesAround(map.tileUrl, map.latitude, map.longitude, map.zoom);
  return (
    <figure className="mt-4">
      <div
        role="img"
        aria-label={`Map of ${name}’s approximate position`}
        data-testid="track-map"
        className="relative h-48 overflow-hidden rounded-md border border-[var(--border)] bg-[var(--muted)]"
      >
        {tiles.map((tile) => (
          <img
            key={tile.url}
            src={tile.url}
            alt=""
            width={256}
            height={256}
            draggable={false}
            referrerPolicy="no-referrer"
            className="absolute max-w-none select-none"
            style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
          />
        ))}
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 size-12 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-[var(--primary)] bg-[var(--primary)]/25"
        />
      </div>
      <figcaption className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-[var(--muted-foreground)]">
        <span>Approximate position</span>
        {map.attribution && <span>{map.attribution}</span>}
      </figcaption>
    </figure>
  );
}
