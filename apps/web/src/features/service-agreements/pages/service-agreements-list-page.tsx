import { useEffect } from 'react';
import { Link } from 'react-router';
import { FileSignature, Plus } from 'lucide-react';
import {
  AGREEMENT_MESSAGES,
  AGREEMENT_STATUSES,
  AGREEMENT_STATUS_LABELS,
  type AgreementStatus,
} from '@tradeworks/contracts/service-agreements';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useServiceAgreements } from '../api/list-service-agreements';
import { AgreementStatCards } from '../components/agreement-stat-cards';
import { AgreementsTable } from '../components/agreements-table';
import { GeneratorStatus } from '../components/generator-status';

const PAGE_SIZE = 50;

/** /service-agreements — maintenance contracts: stat cards, search, status filter. */
export function ServiceAgreementsListPage() {
  const canEdit = useCan('service_agreements', 'edit');
  const { search, offset, filters, update } = useListQueryState(['status'] as const);
  const status = (AGREEMENT_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as AgreementStatus)
    : undefined;
  const list = useServiceAgreements({ search: search || undefined, status, limit: PAGE_SIZE, offset });

  useEffect(() => {
    document.title = 'Service Agreements · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <PageHeader
        className="mb-0"
        title="Service Agreements"
        description="Maintenance contracts: their visits become jobs and their billing becomes invoices by itself."
        actions={
          canEdit && (
            <Button asChild>
              <Link to="/service-agreements/new">
                <Plus aria-hidden="true" />
                New Agreement
              </Link>
            </Button>
          )
        }
      />
      <AgreementStatCards />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
          <SearchInput
            className="sm:max-w-sm sm:flex-1"
            value={search}
            onSearch={(value) => update({ search: value, offset: null })}
            label="Search service agreements"
            placeholder="Search contract #, client or service type…"
          />
          <Select
            value={status ?? 'all'}
            onValueChange={(value) => update({ status: value === 'all' ? null : value, offset: null })}
          >
            <SelectTrigger className="sm:w-52" aria-label="Filter by status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All statuses</SelectItem>
              {AGREEMENT_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {AGREEMENT_STATUS_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {list.isPending ? (
          <div
            className="grid gap-3 p-4"
            role="status"
            aria-busy="true"
            aria-label="Loading service agreements"
          >
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError message={AGREEMENT_MESSAGES.loadFailed} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={FileSignature}
            title={
              search || status
                ? 'No service agreements found matching your search.'
                : 'No service agreements yet.'
            }
            description={
              search || status
                ? undefined
                : 'Create one to schedule recurring visits and bill them automatically.'
            }
          />
        ) : (
          <>
            <AgreementsTable agreements={list.data.items} />
            <ListPagination
              offset={offset}
              limit={PAGE_SIZE}
              total={list.data.total}
              noun="agreements"
              onOffsetChange={(next) => update({ offset: next })}
            />
          </>
        )}
      </Card>
      <GeneratorStatus />
    </div>
  );
}
