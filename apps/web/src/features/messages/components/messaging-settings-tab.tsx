import { Fragment } from 'react';
import { Link } from 'react-router';
import { RUNNING_AUTOMATIONS } from '@tradeworks/contracts/messaging-settings';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useMessagingSettings } from '../api/get-messaging-settings';
import { AutomationCard } from './automation-card';
import { MessagingBasicsCard } from './messaging-basics-card';
import { ReviewRulesCard } from './review-rules-card';

/** Settings → Messaging: quiet hours, review rules and the texts that send themselves. */
export function MessagingSettingsTab() {
  const settings = useMessagingSettings();
  if (settings.isPending) return <Skeleton className="h-96" aria-label="Loading messaging settings" />;
  if (settings.isError)
    return (
      <LoadError
        message="Failed to load messaging settings. Please try again."
        onRetry={() => settings.refetch()}
      />
    );
  const data = settings.data;
  return (
    <div className="grid gap-4">
      {!data.providerConfigured && (
        <Alert>
          Texts are captured, not sent: no Twilio account is set up. They are kept and readable under
          Messages. Set up Twilio under <Link to="/settings?tab=integrations">Settings → Integrations</Link>.
        </Alert>
      )}
      <MessagingBasicsCard settings={data} />
      <h2 className="mt-2 text-lg font-semibold">Automatic texts</h2>
      {RUNNING_AUTOMATIONS.map((kind) => (
        <Fragment key={kind}>
          {/* The review rules sit above the review request's own switch, template and delay. */}
          {kind === 'review_request' && <ReviewRulesCard settings={data} />}
          <AutomationCard kind={kind} automation={data.automations[kind]} companyName={data.companyName} />
        </Fragment>
      ))}
    </div>
  );
}
