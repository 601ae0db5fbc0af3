import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Database } from '@portal/db';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createDatabaseFileStore } from './files/database-file-store.ts';
import type { FileStore } from './files/file-store.ts';
import { DEFAULT_UPLOAD_LIMITS } from './files/upload.ts';
import { auditAdminSessions } from './http/admin-session-audit.ts';
import { registerAppLinks } from './http/app-links.ts';
import { registerCompression } from './http/compression.ts';
import { registerDrain } from './http/drain.ts';
import { notFound, registerErrorHandling, sendError } from './http/errors.ts';
import type { FaultInjector } from './http/faults.ts';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.ts';
import { guardHostileInput, requestIdOf, serializeRequest } from './http/hostile-input.ts';
import { metricsRoute, registerMetrics } from './http/metrics.ts';
import { registerDocs } from './http/openapi.ts';
import { guardRoutes } from './http/route-guard.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serializerCompiler } from './http/serializer.ts';
import { trustedProxies } from './http/trust-proxy.ts';
import { closeUnusedConnections } from './http/unused-connections.ts';
import { createWebIndex } from './http/web-index.ts';
import { runJobsOnce } from './jobs.ts';
import { secretBoxFromConfig } from './lib/secret-box.ts';
import { availabilityPublicRoutes } from './modules/channels/availability-route.ts';
import { calendarFeedPublicRoutes } from './modules/ical/feed-route.ts';
import { createOwnerEvents, type Heartbeat, intervalHeartbeat } from './modules/notifications/live.ts';
import { integrationSurface } from './surfaces/integration.ts';
import { legacySurface } from './surfaces/legacy.ts';
import { ownSurface } from './surfaces/own.ts';
import { pordalSurface } from './surfaces/pordal.ts';
import { staffSurface } from './surfaces/staff.ts';
import type { App, AppDeps } from './types.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  now?: () => Date;
  /** false in tests that do not need the SPA. */
  serveWeb?: boolean;
  /** Defaults to the database-backed store. */
  files?: FileStore;
  /** Where log lines go (stdout by default); tests read them to prove no secret is logged. */
  logStream?: NodeJS.WritableStream;
  /** The event streams' keep-alive beat (every 25 s by default); tests drive it by hand. */
  heartbeat?: Heartbeat;
  /** Test seam: requests that fail on purpose (http/faults.ts). Only test code passes one; main.ts never does. */
  faults?: FaultInjector;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The one factory used by main.ts and by the tests. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization'],
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    // Refusals Fastify and Node make before a route runs answer the documented error shape too.
    frameworkErrors,
    clientErrorHandler,
    // The client's address from the proxies in front (TRUST_PROXY, decision 072): rate limits, lockout and logs.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // While draining, requests that reach the process are still answered (http/drain.ts), not refused with a 503.
    return503OnClosing: false,
  }).withTypeProvider() as unknown as App;
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    now: options.now ?? (() => new Date()),
    files: options.files ?? createDatabaseFileStore(),
    secrets: secretBoxFromConfig(config),
    events: createOwnerEvents({
      database,
      db: database.db,
      heartbeat: options.heartbeat ?? intervalHeartbeat(),
      log: app.log,
    }),
  };
  // Open event streams end before the server stops accepting, so closing never waits for them.
  app.addHook('preClose', () => deps.events.close());
  registerDrain(app, () => deps.events.close());
  const metrics = registerMetrics(app, deps);
  closeUnusedConnections(app);
  app.decorate('openEventStreams', () => deps.events.openStreams());
  if (options.faults) app.addHook('onRequest', options.faults.onRequest);

  guardRoutes(app);
  app.decorateRequest('principal', null);
  app.decorate('runJobs', () => runJobsOnce(deps, app.log, metrics.jobRan));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  guardHostileInput(app);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // Each upload route reads its file with its own limits (files/upload.ts); these small ones are the fallback.
  await app.register(multipart, { limits: DEFAULT_UPLOAD_LIMITS });
  await registerDocs(app);

  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:'), imageHosts: config.IMAGE_HOSTS });
  registerCompression(app);
  auditAdminSessions(app, deps);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    // A draining process tells the load balancer to send no more at once.
    if (app.isDraining()) return sendError(reply, 'SERVICE_UNAVAILABLE', 'shutting down');
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return sendError(reply, 'SERVICE_UNAVAILABLE', 'database unreachable');
    }
  });

  metricsRoute(app, config);
  registerAppLinks(app, config);

  await app.register(legacySurface, { prefix: '/api/legacy', deps });
  await app.register(pordalSurface, { prefix: '/api/pordal', deps });
  await app.register(staffSurface, { prefix: '/api/staff', deps });
  await app.register(integrationSurface, { prefix: '/api/integration', deps });
  await app.register(ownSurface, { prefix: '/api', deps });
  // Outside every surface: the calendar subscription's token is its own credential (public allowlist).
  await app.register(async (instance) => calendarFeedPublicRoutes(instance as App, deps));
  await app.register(async (instance) => availabilityPublicRoutes(instance as App, deps));

  const webDist = resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST);
  const hasWeb = options.serveWeb !== false && existsSync(resolve(webDist, 'index.html'));
  if (hasWeb) {
    // Source maps are built (hidden) for reading stack traces here, never served.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      // The build writes .br and .gz beside each file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Hashed file names never change content: cached for a year; anything else is checked every time.
      setHeaders: (res, path) => {
        res.header(
          'Cache-Control',
          /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.(br|gz))?$/.test(path)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  // Outside /api every GET (and HEAD, which uptime checks and proxies send) that is not a file is a client-side route:
  // answer with the SPA, with that route's files preloaded (decision 063). Node sends no body for a HEAD.
  const webIndex = hasWeb ? createWebIndex(webDist) : undefined;
  app.setNotFoundHandler((request, reply) => {
    // A path naming a file (an extension) that is not there is a 404, not the app: a missing asset or a source map.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?', 1)[0] ?? '');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (webIndex && isRead && !request.url.startsWith('/api') && !isFile) {
      return webIndex.send(request, reply);
    }
    return notFound(request, reply);
  });
  return app;
}
