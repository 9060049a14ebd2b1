import { useEffect } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ListPageToolbar } from '@/components/list-page-toolbar';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ListBody } from '@/components/list-body';
import { ListFilterBar } from '@/components/list-filter-bar';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useChecklistTemplates } from '../api/list-checklist-templates';

const PAGE_SIZE = 50;

/**
 * /checklists — checklist templates: what a technician checks and measures on a visit. A job gets a copy of
 * the templates of its catalogue services (and of its agreement's service type) when created.
 */
export function ChecklistTemplatesPage() {
  const canEdit = useCan('services', 'edit');
  const { search, offset, update } = useListQueryState();
  const list = useChecklistTemplates({ search, limit: PAGE_SIZE, offset });
  useEffect(() => {
    document.title = 'Checklists · Tradeworks';
  }, []);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <ListPageToolbar
        title="Checklists"
        description="What technicians check and measure on a visit, attached to catalogue services and agreement visits."
        create={canEdit && { to: '/checklists/new', label: 'New Checklist' }}
      />
      <Card className="overflow-hidden">
        <ListFilterBar
          search={{
            value: search,
            onSearch: (value) => update({ search: value, offset: null }),
            label: 'Search checklists',
            placeholder: 'Search checklists…',
          }}
        />
        <ListBody
          query={list}
          loading={{ label: 'Loading checklists', rows: 4 }}
          loadError="Failed to load checklists. Please try again."
          empty={{
            icon: ClipboardCheck,
            title: search
              ? 'No checklists found matching your search.'
              : 'No checklists yet. Create one and attach it to the services it belongs to.',
          }}
          pagination={{
            offset,
            limit: PAGE_SIZE,
            noun: 'checklists',
            onOffsetChange: (next) => update({ offset: next }),
          }}
        >
          {(templates) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Checklist</TableHead>
                  <TableHead className="hidden sm:table-cell">Applies to</TableHead>
                  <TableHead className="text-right">Items</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {templates.map((t) => {
                  const appliesTo = [
                    ...t.services.map((s) => s.name),
                    ...t.agreementServiceTypes.map((a) => `${a} visits`),
                  ];
                  return (
                    <TableRow key={t.id}>
                      <TableCell className="max-w-64">
                        <Link to={`/checklists/${t.id}`} className="font-medium hover:underline">
                          {t.name}
                        </Link>
                        <p className="truncate text-xs text-muted-foreground sm:hidden">
                          {appliesTo.join(', ') || 'Not attached'}
                        </p>
                      </TableCell>
                      <TableCell className="hidden max-w-96 truncate text-sm sm:table-cell">
                        {appliesTo.join(', ') || <span className="text-muted-foreground">Not attached</span>}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{t.items.length}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </ListBody>
      </Card>
    </div>
  );
}
