import type { FurnishingInvoicesResponse, MaintenanceInvoicesResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';
import { FURNISHING_INVOICES_PATH, invoicesQuery, MAINTENANCE_INVOICES_PATH } from './documents-requests.ts';

/** docs/product/statements.md#server-calls GET invoice_list_maintenance?property_id: flag and data, newest first. */
export function getMaintenanceInvoices(propertyId: number, signal?: AbortSignal): Promise<MaintenanceInvoicesResponse> {
  return ownApi.get(MAINTENANCE_INVOICES_PATH, {
    query: invoicesQuery(propertyId),
    schema: checkedInDevelopment('maintenanceInvoicesResponse'),
    signal,
  });
}

/** docs/product/statements.md#server-calls GET invoice_list_furnishing?property_id. */
export function getFurnishingInvoices(propertyId: number, signal?: AbortSignal): Promise<FurnishingInvoicesResponse> {
  return ownApi.get(FURNISHING_INVOICES_PATH, {
    query: invoicesQuery(propertyId),
    schema: checkedInDevelopment('furnishingInvoicesResponse'),
    signal,
  });
}

export const useMaintenanceInvoices = (propertyId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['documents', propertyId, 'maintenance'],
      queryFn: ({ signal }) => getMaintenanceInvoices(propertyId, signal),
    }),
  );

export const useFurnishingInvoices = (propertyId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['documents', propertyId, 'furnishing'],
      queryFn: ({ signal }) => getFurnishingInvoices(propertyId, signal),
    }),
  );
