import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, MailX } from 'lucide-react';
import { EMAIL_STATUSES, EMAIL_STATUS_LABELS, type EmailStatus } from '@tradeworks/contracts/emails';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { errorMessage } from '@/lib/api-client';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useEmailDelivery } from '../api/get-email-delivery';
import { useEmailLog } from '../api/list-email-log';
import { useResendEmail } from '../api/resend-email';
import { CapturedMailNotice } from '../components/captured-mail-notice';
import { EmailList } from '../components/email-list';

const PAGE_SIZE = 50;

/** /settings/email-log — what the organization e-mailed, its delivery status, and resend for failures. */
export function EmailLogPage() {
  const { search, offset, filters, update } = useListQueryState(['status'] as const);
  const status = (EMAIL_STATUSES as readonly string[]).includes(filters.status)
    ? (filters.status as EmailStatus)
    : undefined;
  const log = useEmailLog({ search: search || undefined, status, limit: PAGE_SIZE, offset });
  const delivery = useEmailDelivery();
  const resend = useResendEmail();
  const [resendingId, setResendingId] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'E-mail log · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
          <Link to="/settings?tab=communications">
            <ArrowLeft aria-hidden="true" />
            Back to Settings
          </Link>
        </Button>
        <PageHeader
          className="mb-0"
          title="E-mail log"
          description="Every e-mail your organization sent: quotes, invoices, purchase orders, receipts and invitations."
        />
      </div>
      {delivery.data?.mode === 'captured' && <CapturedMailNotice canConfigure />}
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center">
          <SearchInput
            className="sm:max-w-sm sm:flex-1"
            value={search}
            onSearch={(value) => update({ search: value, offset: null })}
            label="Search e-mails"
            placeholder="Search recipient or subject…"
          />
          <Select
            value={status ?? 'all'}
            onValueChange={(value) => update({ status: value === 'all' ? null : value, offset: null })}
          >
            <SelectTrigger className="sm:w-44" aria-label="Filter by status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All statuses</SelectItem>
              {EMAIL_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {EMAIL_STATUS_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {log.isPending ? (
          <div className="grid gap-3 p-4" role="status" aria-busy="true" aria-label="Loading e-mails">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : log.isError ? (
          <LoadError
            message="Failed to load the e-mail log. Please try again."
            onRetry={() => log.refetch()}
          />
        ) : log.data.items.length === 0 ? (
          <EmptyState
            icon={MailX}
            title={search || status ? 'No e-mails match your search.' : 'No e-mails sent yet.'}
            description={
              search || status ? undefined : 'Sent quotes, invoices and purchase orders appear here.'
            }
          />
        ) : (
          <>
            <EmailList
              emails={log.data.items}
              resendingId={resendingId}
              onResend={(email) => {
                setResendingId(email.id);
                resend.mutate(email.id, {
                  onSuccess: () =>
                    toast({ title: 'E-mail queued again', description: `“${email.subject}” to ${email.to}` }),
                  onError: (error) =>
                    toast({
                      title: 'Error resending e-mail',
                      description: errorMessage(error, 'Failed to resend the e-mail.'),
                      variant: 'destructive',
                    }),
                  onSettled: () => setResendingId(null),
                });
              }}
            />
            <ListPagination
              offset={offset}
              limit={PAGE_SIZE}
              total={log.data.total}
              noun="e-mails"
              onOffsetChange={(next) => update({ offset: next })}
            />
          </>
        )}
      </Card>
    </div>
  );
}
