import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, MailX } from 'lucide-react';
import { EMAIL_STATUSES, EMAIL_STATUS_LABELS, type EmailStatus } from '@tradeworks/contracts/emails';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/use-toast';
import { ListBody } from '@/components/list-body';
import { ListFilterBar } from '@/components/list-filter-bar';
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
        <ListFilterBar
          search={{
            value: search,
            onSearch: (value) => update({ search: value, offset: null }),
            label: 'Search e-mails',
            placeholder: 'Search recipient or subject…',
          }}
          status={{
            value: status ?? null,
            onChange: (value) => update({ status: value, offset: null }),
            options: EMAIL_STATUSES,
            labels: EMAIL_STATUS_LABELS,
            label: 'Filter by status',
            className: 'sm:w-44',
          }}
        />
        <ListBody
          query={log}
          loading={{ label: 'Loading e-mails', rows: 4, rowClassName: 'h-12' }}
          loadError="Failed to load the e-mail log. Please try again."
          empty={{
            icon: MailX,
            title: search || status ? 'No e-mails match your search.' : 'No e-mails sent yet.',
            description:
              search || status ? undefined : 'Sent quotes, invoices and purchase orders appear here.',
          }}
          pagination={{
            offset,
            limit: PAGE_SIZE,
            noun: 'e-mails',
            onOffsetChange: (next) => update({ offset: next }),
          }}
        >
          {(items) => (
            <EmailList
              emails={items}
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
          )}
        </ListBody>
      </Card>
    </div>
  );
}
