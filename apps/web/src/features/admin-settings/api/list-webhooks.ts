import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';
import type { Webhook, WebhookDelivery, webhookEventCatalogueSchema } from '@tradeworks/contracts/webhooks';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** The organization's webhook endpoints (a handful: one page holds them). */
export const useWebhooks = () =>
  useQuery({
    queryKey: settingsKeys.webhooks,
    queryFn: () => apiFetch<Webhook[]>(`/api/admin/webhooks?limit=${MAX_PAGE_SIZE}`),
  });

/** The event catalogue the add dialog offers. */
export const useWebhookEvents = () =>
  useQuery({
    queryKey: [...settingsKeys.webhooks, 'events'],
    queryFn: () => apiFetch<z.output<typeof webhookEventCatalogueSchema>>('/api/webhook-events'),
    staleTime: Infinity,
  });

/** An endpoint's latest deliveries (newest first), while its log is open. */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: [...settingsKeys.webhooks, id, 'deliveries'],
    queryFn: () => apiFetch<WebhookDelivery[]>(`/api/admin/webhooks/${id}/deliveries?limit=20`),
  });
