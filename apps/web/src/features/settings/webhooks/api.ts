/**
 * /api/user/webhooks: the list (no secrets), create (the secret comes back once), change (enable or
 * disable), delete, and a webhook's delivery log (newest first, `before` for the next page). The
 * saved addresses a webhook may cover come from /api/user/addresses.
 */
import { useQuery } from '@tanstack/react-query';
import type { CreatedWebhook, CreateWebhookBody, SavedAddress, UpdateWebhookBody, Webhook, WebhookDelivery } from '../../../lib/core';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/http';

export type { CreatedWebhook, Webhook, WebhookDelivery } from '../../../lib/core';

/** under ['user'] so logout and a 401 drop it with the rest of the signed-in data */
export const webhooksKey = (token: string | null) => ['user', 'webhooks', token] as const;
export const deliveriesKey = (token: string | null, id: number) => ['user', 'webhooks', token, id, 'deliveries'] as const;

export function useWebhooks(token: string | null) {
  return useQuery({
    queryKey: webhooksKey(token),
    queryFn: async ({ signal }) => (await apiGet<Webhook[]>('/api/user/webhooks', undefined, { signal })).data,
    enabled: token !== null,
    retry: false,
  });
}

export function useSavedAddresses(token: string | null) {
  return useQuery({
    queryKey: ['user', 'webhooks', token, 'addresses'],
    queryFn: async ({ signal }) => (await apiGet<SavedAddress[]>('/api/user/addresses', undefined, { signal })).data,
    enabled: token !== null,
    retry: false,
  });
}

export const DELIVERIES_PAGE = 20;

export async function fetchDeliveries(id: number, before?: number, signal?: AbortSignal): Promise<WebhookDelivery[]> {
  return (await apiGet<WebhookDelivery[]>(`/api/user/webhooks/${id}/deliveries`, { limit: DELIVERIES_PAGE, before }, { signal })).data;
}

export async function createWebhook(body: CreateWebhookBody): Promise<CreatedWebhook> {
  return (await apiPost<CreatedWebhook>('/api/user/webhooks', body)).data;
}

export async function updateWebhook(id: number, body: UpdateWebhookBody): Promise<Webhook> {
  return (await apiPut<Webhook>(`/api/user/webhooks/${id}`, body)).data;
}

export async function deleteWebhook(id: number): Promise<void> {
  await apiDelete<null>(`/api/user/webhooks/${id}`);
}
