import { type PreferredLanguageResponse, preferredLanguageResponse } from '@portal/contract';
import type { Language } from '@portal/i18n';
import { ownApi } from './api/clients.ts';

/** PUT /api/preferred-language: the owner's e-mails and documents go out in the language they chose here. */
export function savePreferredLanguage(language: Language, signal?: AbortSignal): Promise<PreferredLanguageResponse> {
  return ownApi.put('/preferred-language', { json: { language }, schema: preferredLanguageResponse, signal });
}
