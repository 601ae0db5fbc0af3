import { LANGUAGE_CODES } from '@portal/domain';
import { z } from 'zod';

export const languageCode = z.enum(LANGUAGE_CODES);

// PUT /api/preferred-language: the signed-in owner's language for mail and documents (set when they switch in the app).
export const preferredLanguageRequest = z.object({ language: languageCode });
export type PreferredLanguageRequest = z.infer<typeof preferredLanguageRequest>;
export const preferredLanguageResponse = z.object({ success: z.literal(true), language: languageCode });
export type PreferredLanguageResponse = z.infer<typeof preferredLanguageResponse>;
