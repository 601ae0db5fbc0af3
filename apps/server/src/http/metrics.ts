import { createHash, timingSafeEqual } from 'node:crypto';
import { schema } from '@portal/db';
import { count, isNull, min } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { AppDeps } from '../types.ts';
import { notFound, sendError } from './errors.ts';

/** The process's Prometheus series (decision 074); each process reports its own, the proxy never serves them. */
export interface AppMetrics {
  registry: Registry;
  /** One run of a background job (jobs.ts), and whether it failed. */
  jobRan(job: string, isFailed: boolean): void;
  /** One mail the outbox worker handed to SMTP, or failed to. */
  mailDelivered(isFailed: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A route's label: its pattern for the API and the health checks; the web app's files and pages as one. */
function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url === undefined) return '(no route)';
  return url.startsWith('/api') || url.startsWith('/ical') || url === '/healthz' || url === '/readyz' ? url : '(web)';
}

/** The series and the hooks that move them; the database-wide ones (outbox, pool) are read when scraped. */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): AppMetrics {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status (an event stream counts until it ends)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'portal_rate_limit_refusals_total',
    help: 'Requests refused with 429 (rate limits and the sign-in lockout), by route',
    labelNames: ['route'],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'portal_job_runs_total',
    help: 'Passes of each background job in this process',
    labelNames: ['job'],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'portal_job_failures_total',
    help: 'Passes of each background job that failed (it runs again on the next pass)',
    labelNames: ['job'],
    registers: [registry],
  });
  const mail = new Counter({
    name: 'portal_mail_deliveries_total',
    help: 'Mails this process handed to SMTP (result="sent") or failed to (result="failed"; retried later)',
    labelNames: ['result'],
    registers: [registry],
  });
  new Gauge({
    name: 'portal_event_streams_open',
    help: 'Live event streams (/api/events) this process holds open',
    registers: [registry],
    collect() {
      this.set(deps.events.openStreams());
    },
  });
  const poolUse = deps.database.poolUse;
  if (poolUse) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: "This process's PostgreSQL pool: open connections (total), idle ones, and requests waiting for one",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
    new Gauge({
      name: 'portal_db_pool_max',
      help: "The ceiling of this process's PostgreSQL pool",
      registers: [registry],
      collect() {
        this.set(poolUse().max);
      },
    });
  }
  // One read of the outbox per scrape, shared by its two series (a scrape collects every series at once).
  let outboxRead: Promise<{ pending: number; ageSeconds: number } | null> | null = null;
  const readOutbox = () => {
    outboxRead ??= (async () => {
      const { outbox } = schema;
      try {
        const [row] = await deps.db
          .select({ pending: count(), oldest: min(outbox.createdAt) })
          .from(outbox)
          .where(isNull(outbox.sentAt));
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
        const ageSeconds = oldest === null ? 0 : Math.max(0, (deps.now().getTime() - oldest) / 1000);
        return { pending: row?.pending ?? 0, ageSeconds };
      } catch (error) {
        // A scrape while the database is away still answers the other series.
        app.log.warn({ err: error }, 'metrics: could not read the outbox');
        return null;
      } finally {
        outboxRead = null;
      }
    })();
    return outboxRead;
  };
  new Gauge({
    name: 'portal_outbox_pending',
    help: 'Mails in the outbox not sent yet (the whole database; every process reports the same)',
    registers: [registry],
    async collect() {
      const read = await readOutbox();
      if (read) this.set(read.pending);
    },
  });
  new Gauge({
    name: 'portal_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail not sent yet (0 when none)',
    registers: [registry],
    async collect() {
      const read = await readOutbox();
      if (read) this.set(read.ageSeconds);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  const metrics: AppMetrics = {
    registry,
    jobRan: (job, isFailed) => {
      jobRuns.inc({ job });
      if (isFailed) jobFailures.inc({ job });
    },
    mailDelivered: (isFailed) => mail.inc({ result: isFailed ? 'failed' : 'sent' }),
  };
  app.decorate('metrics', metrics);
  return metrics;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries the metrics token (compared in constant time). */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /metrics on the main port: behind METRICS_TOKEN when that is set and there is no metrics port of its own;
 * otherwise it answers as an unknown path does (the route exists so the public list names only real routes).
 */
export function metricsRoute(app: FastifyInstance, config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT'>): void {
  const token = config.METRICS_PORT === undefined ? config.METRICS_TOKEN : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (token === undefined) return notFound(request, reply);
    if (!hasMetricsToken(request.headers.authorization, token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return sendError(reply, 'UNAUTHENTICATED', 'The metrics need the bearer token METRICS_TOKEN');
    }
    const text = await app.metrics.registry.metrics();
    return reply
      .header('Content-Type', app.metrics.registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(text);
  });
}
