import { publishNotificationRequest, publishNotificationResponse } from '@portal/contract';
import { staffOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { actorOf } from '../audit/record-audit.ts';
import { publishNotification } from './publish.ts';

/** Notifications in the staff console. */
export const staffNotificationRoutes: RouteModule = (app, deps) => {
  app.post(
    '/notifications',
    {
      config: { refusals: ['NOT_FOUND'] },
      schema: {
        tags: ['staff'],
        summary: "Publishes a notification to an owner, or to a property's owner (audited; the bell updates live)",
        body: publishNotificationRequest,
        response: { 200: publishNotificationResponse },
      },
    },
    async (request) => publishNotification(deps, actorOf(staffOf(request)), request.body),
  );
};
