import type { FaqDocument } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';

/**
 * docs/product/help.md#faq GET /faq: `faq` is a JSON string holding questions_by_category, asked for in the reader's language. A
 * string that is not that document is a failed load like any other (docs/product/help.md#faq: the FAQ failure text).
 */
export async function getFaq(language: string, signal?: AbortSignal): Promise<FaqDocument> {
  const schemas = () => import('./faq-schemas.ts');
  const { faq } = await ownApi.get('/faq', {
    query: { lang: language },
    schema: async () => (await schemas()).faqResponse,
    signal,
  });
  return (await schemas()).faqDocument.parse(JSON.parse(faq));
}

export const faqQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['faq', language],
    queryFn: ({ signal }) => getFaq(language, signal),
    staleTime: 5 * 60_000,
  });

export const useFaq = (language: string) => useQuery(faqQueryOptions(language));
