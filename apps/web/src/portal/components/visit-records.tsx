import type { PortalPastVisit } from '@tradeworks/contracts/portal';
import { portalApiUrl } from '../portal-api';

// Kept here rather than imported from the contracts' photo module, which would pull zod into the portal bundle.
const TAGS = { before: 'Before', after: 'After', other: 'Photo' } as const;

const photoLabel = (p: PortalPastVisit['photos'][number]) =>
  [p.tag ? TAGS[p.tag] : 'Photo', p.caption].filter(Boolean).join(': ');

/**
 * Under a past visit: the technician photos and the checklists the office chose to show the client (the
 * server sends nothing else). A photo opens full size in a new tab.
 */
export function VisitRecords({ visit }: { visit: PortalPastVisit }) {
  return (
    <>
      {visit.photos.length > 0 && (
        <ul
          className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4"
          aria-label={`Photos of ${visit.jobNumber}`}
        >
          {visit.photos.map((photo) => (
            <li key={photo.id} className="min-w-0">
              <a
                href={portalApiUrl(`/photos/${photo.id}`)}
                target="_blank"
                rel="noreferrer"
                className="block"
              >
                <img
                  src={portalApiUrl(`/photos/${photo.id}`)}
                  alt={photoLabel(photo)}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-md border border-[var(--border)] object-cover"
                />
              </a>
              <p className="mt-1 text-xs break-words text-[var(--muted-foreground)]">{photoLabel(photo)}</p>
            </li>
          ))}
        </ul>
      )}
      {visit.checklists.map((checklist, index) => (
        <section key={index} aria-label={`Checklist: ${checklist.name}`} className="mt-3">
          <h3 className="text-sm font-semibold">{checklist.name}</h3>
          <dl className="mt-1 divide-y divide-[var(--border)] text-sm">
            {checklist.items.map((item, i) => (
              <div key={i} className="grid gap-1 py-1.5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:gap-3">
                <dt className="text-[var(--muted-foreground)]">
                  {item.label}
                  {item.expected && <span className="block text-xs">Expected {item.expected}</span>}
                </dt>
                <dd className="flex flex-wrap items-center gap-2">
                  {item.answer ?? <span className="text-[var(--muted-foreground)]">Not answered</span>}
                  {item.outOfRange && (
                    <span className="rounded bg-[var(--destructive)] px-1.5 py-0.5 text-xs font-medium text-white">
                      Out of range
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
