import { OFFERED_INTEGRATIONS } from '@tradeworks/contracts/admin-settings';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useIntegrations } from '../api/list-integrations';
import { ApiKeysCard } from './api-keys-card';
import { WebhooksCard } from './webhooks-card';
import { CalendarFeedsCard } from './calendar-feeds-card';
import { IntegrationCard } from './integration-card';

/** Tab 4 — one card per offered integration (those that take effect, and those issue 30 builds out). */
export function IntegrationsTab() {
  const integrations = useIntegrations();
  if (integrations.isPending)
    return (
      <div
        className="grid gap-4 md:grid-cols-2"
        role="status"
        aria-busy="true"
        aria-label="Loading integrations"
      >
        {OFFERED_INTEGRATIONS.map((i) => (
          <Skeleton key={i.name} className="h-56" />
        ))}
      </div>
    );
  if (integrations.isError)
    return (
      <LoadError
        message="Failed to load integrations. Please try again."
        onRetry={() => integrations.refetch()}
      />
    );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {OFFERED_INTEGRATIONS.map((definition) => (
        <IntegrationCard
          key={definition.name}
          definition={definition}
          saved={integrations.data.find((s) => s.integrationName === definition.name) ?? null}
        />
      ))}
      <CalendarFeedsCard />
      <ApiKeysCard />
      <WebhooksCard />
    </div>
  );
}
