import { okResponse, supportMessageParams, supportMessagesQuery, supportMessagesResponse } from '@portal/contract';
import { staffOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { listSupportMessages, markSupportMessageHandled } from './support-messages.ts';

const tags = ['staff'];

/** Support messages in the staff console. */
export const staffSupportRoutes: RouteModule = (app, deps) => {
  app.get(
    '/support-messages',
    {
      schema: {
        tags,
        summary: "Support messages, newest first, with the owner's e-mail and the property (handled=0|1 filters)",
        querystring: supportMessagesQuery,
        response: { 200: supportMessagesResponse },
      },
    },
    async (request) => {
      staffOf(request);
      return { messages: await listSupportMessages(deps.db, request.query) };
    },
  );

  app.post(
    '/support-messages/:messageId/handled',
    {
      config: { refusals: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Marks a support message handled by the signed-in staff member (audited; again is harmless)',
        params: supportMessageParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await markSupportMessageHandled(deps, staffOf(request), request.params.messageId);
      return { success: true as const };
    },
  );
};
