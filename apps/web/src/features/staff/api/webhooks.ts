import { okResponse } from '@portal/contract';
import {
  type WebhookEndpointRequest,
  webhookDeliveriesResponse,
  webhookEndpointCreated,
  webhookEndpointsResponse,
} from '@portal/contract/integrations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from './staff-client.ts';

const hooksKey = ['staff', 'webhooks'] as const;

export const useWebhooks = () =>
  useQuery({ queryKey: hooksKey, queryFn: () => staffApi.get('/webhooks', { schema: webhookEndpointsResponse }) });

export const useDeliveries = (endpointId: number) =>
  useQuery({
    queryKey: [...hooksKey, endpointId, 'deliveries'],
    queryFn: () => staffApi.get(`/webhooks/${endpointId}/deliveries`, { schema: webhookDeliveriesResponse }),
  });

/** Register (the secret shown once), pause or resume, remove, and send a delivery again. */
export function useWebhookChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: hooksKey });
  const create = useMutation({
    mutationFn: (json: WebhookEndpointRequest) => staffApi.post('/webhooks', { json, schema: webhookEndpointCreated }),
    onSettled: refresh,
  });
  const setPaused = useMutation({
    mutationFn: ({ endpointId, isPaused }: { endpointId: number; isPaused: boolean }) =>
      staffApi.patch(`/webhooks/${endpointId}`, { json: { isPaused }, schema: webhookEndpointsResponse }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (endpointId: number) =>
      staffApi.delete(`/webhooks/${endpointId}`, { schema: webhookEndpointsResponse }),
    onSettled: refresh,
  });
  const resend = useMutation({
    mutationFn: (deliveryId: number) =>
      staffApi.post(`/webhook-deliveries/${deliveryId}/resend`, { schema: okResponse }),
    onSettled: refresh,
  });
  return { create, setPaused, remove, resend };
}
