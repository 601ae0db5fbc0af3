import type { PreferredLanguageRequest, PreferredLanguageResponse } from '@portal/contract';
import type { Language } from '@portal/i18n';
import { ownApi } from './api/clients.ts';
import { lazySchema } from './api/lazy-schemas.ts';

/** PUT /api/preferred-language: the owner's e-mails and documents go out in the language they chose here. */
export function savePreferredLanguage(language: Language, signal?: AbortSignal): Promise<PreferredLanguageResponse> {
  // Typed by the contract: a language the web offers that the server does not accept does not compile.
  const body: PreferredLanguageRequest = { language };
  return ownApi.put('/preferred-language', { json: body, schema: lazySchema('preferredLanguageResponse'), signal });
}
