import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { Construction } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { routeHandles } from '@/lib/route-handle';

/**
 * Placeholder for a feature area whose own screens have not landed yet (see area-routes.ts).
 * Each area replaces its entry with its real pages.
 */
export function AreaPendingPage() {
  const handles = routeHandles(useMatches());
  const title = [...handles].reverse().find((handle) => handle.title)?.title ?? 'Tradeworks';

  useEffect(() => {
    document.title = `${title} · Tradeworks`;
  }, [title]);

  return (
    <div className="mx-auto w-full max-w-7xl">
      <PageHeader title={title} />
      <Card>
        <EmptyState
          icon={Construction}
          title="Nothing here yet"
          description={`${title} has no records yet.`}
        />
      </Card>
    </div>
  );
}
