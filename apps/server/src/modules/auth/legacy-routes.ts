import { okResponse, revokeRequest } from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { revokeLegacy } from './session-service.ts';

/** Legacy booking system: POST /api/legacy/authenticate/revoke, used on logout for status guesty and both. */
export const legacyAuthRoutes: RouteModule = (app, deps) => {
  app.post(
    '/authenticate/revoke',
    {
      schema: {
        tags: ['legacy'],
        summary: 'Revoke the presented legacy token',
        body: revokeRequest.optional(),
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await revokeLegacy(deps, ownerOf(request));
      return { success: true as const };
    },
  );
};
