import { PROPERTIES_MAX_LIMIT } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';
import { checkedInDevelopment } from '../../../lib/api/lazy-schemas.ts';

export interface PropertyChoice {
  id: number;
  nickname: string;
}

/** The owner's properties as support subjects (docs/product/help.md#support-form): GET /properties, every one on one page, by nickname. */
export async function getPropertyChoices(signal?: AbortSignal): Promise<PropertyChoice[]> {
  const { properties } = await ownApi.get('/properties', {
    query: { limit: PROPERTIES_MAX_LIMIT, page: 1 },
    schema: checkedInDevelopment('propertiesResponse'),
    signal,
  });
  return properties.map(({ id, nickname }) => ({ id, nickname })).sort((a, b) => a.nickname.localeCompare(b.nickname));
}

export const usePropertyChoices = () =>
  useQuery(
    queryOptions({ queryKey: ['help', 'property-choices'], queryFn: ({ signal }) => getPropertyChoices(signal) }),
  );
