import { createHash, timingSafeEqual } from 'node:crypto';
import { adminLoginLinkRequest, adminLoginLinkResponse } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../http/errors.ts';
import type { RouteModule } from '../../types.ts';
import { mintAdminLoginLink } from './admin-link.ts';
import { readServerFile } from './server-file.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Only the admin CLI on this machine may call: loopback address and the secret this process wrote to its
 * server.json. Anything else answers like an unknown route.
 */
export function isTrustedCaller(request: FastifyRequest, dataDir: string): boolean {
  const file = readServerFile(dataDir);
  const presented = request.headers['x-internal-secret'];
  if (!file || file.pid !== process.pid || typeof presented !== 'string') return false;
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  return timingSafeEqual(digest(presented), digest(file.secret));
}

/** POST /api/internal/admin-login-link: how the admin CLI mints a link while this server holds the embedded database. */
export const internalAuthRoutes: RouteModule = (app, deps) => {
  app.post(
    '/internal/admin-login-link',
    {
      schema: { hide: true, body: adminLoginLinkRequest, response: { 200: adminLoginLinkResponse } },
      // Before the body is even parsed: an untrusted caller gets the unknown-route answer, whatever it sends.
      onRequest: async (request, reply) => {
        if (!isTrustedCaller(request, deps.config.DATA_DIR)) return notFound(request, reply);
      },
    },
    async (request) => {
      const minted = await mintAdminLoginLink(deps.db, {
        email: request.body.email,
        admin: request.body.admin,
        now: deps.now(),
        publicUrl: deps.config.publicUrl,
      });
      if (!minted) throw new AppError('NOT_FOUND', `No owner with the e-mail ${request.body.email}`);
      request.log.info({ admin: request.body.admin, owner: request.body.email }, 'admin login link minted');
      return minted;
    },
  );
};
