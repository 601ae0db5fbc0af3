import type { PropertiesQuery } from '@portal/contract';

/** The owner API's property list (docs/product/properties.md#the-list, GET own /properties). */
export const PROPERTIES_PATH = '/properties';

/** Cards per page on the web list (docs/decisions/017); the API allows up to 999. */
export const PROPERTIES_PAGE_SIZE = 12;

export type PropertiesPageQuery = Pick<PropertiesQuery, 'page' | 'limit' | 'search'>;

/** The list's query string, in one order (the query key and the URL follow it). */
export function propertiesListQuery(query: PropertiesPageQuery) {
  return { page: query.page, limit: query.limit, search: query.search || undefined };
}
