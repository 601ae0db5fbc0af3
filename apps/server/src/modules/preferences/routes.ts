import { preferredLanguageRequest, preferredLanguageResponse } from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { changePreferredLanguage } from './service.ts';

/** PUT /api/preferred-language: the web sends it when a signed-in owner switches the language. */
export const preferencesRoutes: RouteModule = (app, deps) => {
  app.put(
    '/preferred-language',
    {
      schema: {
        tags: ['settings'],
        summary: "Set the language of the owner's e-mails and documents",
        body: preferredLanguageRequest,
        response: { 200: preferredLanguageResponse },
      },
    },
    async (request) => {
      await changePreferredLanguage(deps, ownerOf(request), request.body.language);
      return { success: true as const, language: request.body.language };
    },
  );
};
