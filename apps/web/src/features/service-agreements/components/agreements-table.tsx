import { RefreshCw } from 'lucide-react';
import { formatMoney } from '@tradeworks/contracts/money';
import type { ServiceAgreement } from '@tradeworks/contracts/service-agreements';
import { EditRowLink, RecordLinkCell, ViewRowLink } from '@/components/row-links';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDay } from '../lib/dates';
import { AgreementStatusBadge } from './agreement-status-badge';

/** `onRenew`: given to users who may edit; expired agreements then offer Renew in their row (spec part 2). */
export function AgreementsTable({
  agreements,
  onRenew,
}: {
  agreements: ServiceAgreement[];
  onRenew?: (agreement: ServiceAgreement) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Contract</TableHead>
          <TableHead className="hidden sm:table-cell">Client</TableHead>
          <TableHead className="hidden lg:table-cell">Service Type</TableHead>
          <TableHead className="hidden 2xl:table-cell">Term</TableHead>
          <TableHead className="hidden xl:table-cell">Next Service</TableHead>
          <TableHead className="text-right">Value</TableHead>
          <TableHead className="hidden sm:table-cell">Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {agreements.map((a) => (
          <TableRow key={a.id}>
            <RecordLinkCell
              to={`/service-agreements/${a.id}`}
              label={a.contractNumber}
              counterpart={a.clientName}
              badge={<AgreementStatusBadge status={a.status} />}
            />
            <TableCell className="hidden max-w-48 truncate sm:table-cell">{a.clientName}</TableCell>
            <TableCell className="hidden lg:table-cell">
              {a.serviceType}
              {a.frequency && <p className="text-xs text-muted-foreground">{a.frequency}</p>}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap 2xl:table-cell">
              {formatDay(a.startDate)} – {formatDay(a.endDate)}
            </TableCell>
            <TableCell className="hidden whitespace-nowrap xl:table-cell">
              {formatDay(a.nextService)}
            </TableCell>
            <TableCell className="text-right font-medium tabular-nums">{formatMoney(a.value)}</TableCell>
            <TableCell className="hidden sm:table-cell">
              <AgreementStatusBadge status={a.status} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                {onRenew && a.status === 'expired' && a.allowedActions.includes('renew') && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onRenew(a)}
                    aria-label={`Renew ${a.contractNumber}`}
                  >
                    <RefreshCw aria-hidden="true" />
                    {/* Icon only on a phone, so the row keeps its View action on screen. */}
                    <span className="hidden sm:inline">Renew</span>
                  </Button>
                )}
                <ViewRowLink to={`/service-agreements/${a.id}`} name={a.contractNumber} />
                {a.allowedActions.includes('edit') && (
                  <EditRowLink to={`/service-agreements/${a.id}/edit`} name={a.contractNumber} wideOnly />
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
