import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck, Wrench } from 'lucide-react';
import type { Service } from '@tradeworks/contracts/services';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { ListPageToolbar } from '@/components/list-page-toolbar';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useServices } from '../api/get-services';
import { DeleteServiceDialog } from '../components/delete-service-dialog';
import { ServiceStatCards } from '../components/service-stat-cards';
import { ServicesTable } from '../components/services-table';

const PAGE_SIZE = 50;
export const SERVICES_LOAD_ERROR = 'Failed to load services. Please try again.';

/** /services — the service catalogue. */
export function ServicesListPage() {
  const canEdit = useCan('services', 'edit');
  const { search, offset, update } = useListQueryState();
  const list = useServices({ search: search || undefined, limit: PAGE_SIZE, offset });
  const [deleting, setDeleting] = useState<Service | null>(null);

  useEffect(() => {
    document.title = 'Service Catalogue · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <ListPageToolbar
        title="Service Catalogue"
        description="Simple services and composite packages of parts, labor and services."
        create={canEdit && { to: '/services/new', label: 'Create Service' }}
      >
        {/* Checklist templates attach to these services (issue 35). */}
        <Button asChild variant="outline">
          <Link to="/checklists">
            <ClipboardCheck aria-hidden="true" />
            Checklists
          </Link>
        </Button>
      </ListPageToolbar>
      <ServiceStatCards />
      <Card className="overflow-hidden">
        <div className="border-b p-4">
          <SearchInput
            className="sm:max-w-sm"
            value={search}
            onSearch={(value) => update({ search: value, offset: null })}
            label="Search services"
            placeholder="Search services…"
          />
        </div>
        {list.isPending ? (
          <div className="grid gap-3 p-4" role="status" aria-busy="true" aria-label="Loading services">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError message={SERVICES_LOAD_ERROR} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={Wrench}
            title={
              search
                ? 'No services match your search.'
                : 'No services found. Create your first service to get started.'
            }
          />
        ) : (
          <>
            <ServicesTable services={list.data.items} canEdit={canEdit} onDelete={setDeleting} />
            <ListPagination
              offset={offset}
              limit={PAGE_SIZE}
              total={list.data.total}
              noun="services"
              onOffsetChange={(next) => update({ offset: next })}
            />
          </>
        )}
      </Card>
      <DeleteServiceDialog service={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
