import {
  notificationsQuery,
  notificationsResponse,
  okResponse,
  readNotificationQuery,
  unreadCountResponse,
} from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import { API_CSP } from '../../http/security-headers.ts';
import type { RouteModule } from '../../types.ts';
import { checkOwnerParam } from '../summary/scope.ts';
import { listNotifications, readNotification, unreadCount } from './service.ts';

/** Notifications of docs/product/notifications.md#server-calls (own surface), the bell's count, and the live event stream behind it. */
export const notificationRoutes: RouteModule = (app, deps) => {
  const tags = ['notifications'];

  app.get(
    '/notifications',
    {
      config: { refusals: ['OWNER_MISMATCH'] },
      schema: {
        tags,
        summary: "The owner's notifications, unread first then newest first, at most 10 (content is a JSON string)",
        querystring: notificationsQuery,
        response: { 200: notificationsResponse },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      checkOwnerParam(ownerId, request.query.guesty_id);
      return listNotifications(deps, { ownerId, limit: request.query.limit });
    },
  );

  app.get(
    '/notifications/unread_count',
    {
      schema: {
        tags,
        summary: "How many of the owner's notifications are unread (the bell's number; may exceed the list's 10)",
        response: { 200: unreadCountResponse },
      },
    },
    async (request) => unreadCount(deps, ownerOf(request).ownerId),
  );

  app.get(
    '/readnotification',
    {
      config: { refusals: ['OWNER_MISMATCH', 'NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Marks one notification read (again is harmless; the first read time stays)',
        querystring: readNotificationQuery,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      checkOwnerParam(owner.ownerId, request.query.guesty_id);
      await readNotification(deps, owner, request.query.id_notification);
      return { success: true as const };
    },
  );

  app.get(
    '/events',
    {
      // A HEAD would open a stream with no body to send.
      exposeHeadRoute: false,
      config: {
        docs: {
          produces: { types: ['text/event-stream'], text: true, description: 'The event stream, open until closed' },
        },
      },
      schema: {
        tags,
        summary:
          'Server-Sent Events (text/event-stream): `event: notifications` with {"unread": n} now and whenever it may ' +
          'change; a comment every 25 s. Read it with fetch and the Authorization header, not EventSource',
      },
    },
    async (request, reply) => {
      const stream = await deps.events.open(ownerOf(request).ownerId);
      return (
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('Content-Security-Policy', API_CSP)
          // Proxies (nginx) must pass each event on at once; the stream's socket is not reused afterwards.
          .header('X-Accel-Buffering', 'no')
          .header('Connection', 'close')
          .send(stream)
      );
    },
  );
};
