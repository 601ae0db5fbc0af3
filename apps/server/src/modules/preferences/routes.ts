import { preferredLanguageRequest, preferredLanguageResponse } from '@portal/contract';
import { authenticate, authOf } from '../../http/auth.ts';
import type { RouteModule } from '../../types.ts';
import { changePreferredLanguage } from './service.ts';

/** PUT /api/preferred-language: the web sends it when a signed-in owner switches the language. */
export const preferencesRoutes: RouteModule = (app, deps) => {
  app.put(
    '/preferred-language',
    {
      onRequest: authenticate(deps, 'own'),
      schema: {
        tags: ['settings'],
        summary: "Set the language of the owner's e-mails and documents",
        body: preferredLanguageRequest,
        response: { 200: preferredLanguageResponse },
      },
    },
    async (request) => {
      await changePreferredLanguage(deps, authOf(request), request.body.language);
      return { success: true as const, language: request.body.language };
    },
  );
};
