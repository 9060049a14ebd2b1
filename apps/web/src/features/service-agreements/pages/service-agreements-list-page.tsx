import { useEffect, useState } from 'react';
import { FileSignature } from 'lucide-react';
import {
  AGREEMENT_MESSAGES,
  AGREEMENT_STATUSES,
  AGREEMENT_STATUS_LABELS,
  type AgreementStatus,
  type ServiceAgreement,
} from '@tradeworks/contracts/service-agreements';
import { Card } from '@/components/ui/card';
import { ListPageToolbar } from '@/components/list-page-toolbar';
import { ListBody } from '@/components/list-body';
import { ListFilterBar } from '@/components/list-filter-bar';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useServiceAgreements } from '../api/list-service-agreements';
import { AgreementStatCards } from '../components/agreement-stat-cards';
import { AgreementsTable } from '../components/agreements-table';
import { GeneratorStatus } from '../components/generator-status';
import { RenewDialog } from '../components/renew-dialog';

const PAGE_SIZE = 50;

/** /service-agreements — maintenance contracts: stat cards, search, status filter. */
export function ServiceAgreementsListPage() {
  const canEdit = useCan('service_agreements', 'edit');
  const { search, offset, filters, update } = useListQueryState(['status'] as const);
  const status = (AGREEMENT_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as AgreementStatus)
    : undefined;
  const list = useServiceAgreements({ search: search || undefined, status, limit: PAGE_SIZE, offset });
  const [renewing, setRenewing] = useState<ServiceAgreement | null>(null);

  useEffect(() => {
    document.title = 'Service Agreements · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <ListPageToolbar
        title="Service Agreements"
        description="Maintenance contracts: their visits become jobs and their billing becomes invoices by itself."
        create={canEdit && { to: '/service-agreements/new', label: 'New Agreement' }}
      />
      <AgreementStatCards />
      <Card className="overflow-hidden">
        <ListFilterBar
          search={{
            value: search,
            onSearch: (value) => update({ search: value, offset: null }),
            label: 'Search service agreements',
            placeholder: 'Search contract #, client or service type…',
          }}
          status={{
            value: status ?? null,
            onChange: (value) => update({ status: value, offset: null }),
            options: AGREEMENT_STATUSES,
            labels: AGREEMENT_STATUS_LABELS,
            label: 'Filter by status',
            className: 'sm:w-52',
          }}
        />
        <ListBody
          query={list}
          loading={{ label: 'Loading service agreements', rows: 5 }}
          loadError={AGREEMENT_MESSAGES.loadFailed}
          empty={{
            icon: FileSignature,
            title:
              search || status
                ? 'No service agreements found matching your search.'
                : 'No service agreements yet.',
            description:
              search || status
                ? undefined
                : 'Create one to schedule recurring visits and bill them automatically.',
          }}
          pagination={{
            offset,
            limit: PAGE_SIZE,
            noun: 'agreements',
            onOffsetChange: (next) => update({ offset: next }),
          }}
        >
          {(items) => <AgreementsTable agreements={items} onRenew={canEdit ? setRenewing : undefined} />}
        </ListBody>
      </Card>
      <GeneratorStatus />
      {renewing && (
        <RenewDialog agreement={renewing} open onOpenChange={(open) => !open && setRenewing(null)} />
      )}
    </div>
  );
}
