import { adminActor, recordAudit } from '../modules/audit/record-audit.ts';
import type { App, AppDeps } from '../types.ts';

/**
 * Every request made under an admin login-as-owner session is recorded with the admin's identity: method, route
 * pattern and status (never the body or a token). Written before the answer leaves, so a client that saw the
 * answer can rely on the row; a failed write is logged rather than turned into a refusal of finished work.
 */
export function auditAdminSessions(app: App, deps: AppDeps): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const { principal } = request;
    if (principal?.kind !== 'owner' || !principal.actingStaff) return payload;
    const route = request.routeOptions.url ?? request.url.split('?')[0];
    try {
      await recordAudit(deps.db, {
        actor: adminActor(principal.actingStaff),
        action: 'admin_session.request',
        subject: { ownerId: principal.ownerId, entity: 'route', entityId: `${request.method} ${route}` },
        details: { method: request.method, route, statusCode: reply.statusCode, requestId: request.id },
        at: deps.now(),
      });
    } catch (error) {
      request.log.error({ err: error }, 'admin session request not audited');
    }
    return payload;
  });
}
