import { SUPPORT_MAIL_PER_HOUR } from '@portal/contract';
import { type Db, schema } from '@portal/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { AppDeps } from '../types.ts';
import { AppError } from './errors.ts';

/**
 * Rate limits (decision 053): fixed windows counted in PostgreSQL with one upsert, so a limit holds across server
 * processes. Routes name their rules in `config.rateLimit`; every authenticated write is limited per principal.
 */
export interface RateRule {
  /** The bucket's name; rules with the same name share their count. */
  name: string;
  max: number;
  windowSeconds: number;
  /**
   * What is counted: the client's address (checked before the body is read), the principal, or a value of the
   * validated request (for example the e-mail asked about; undefined skips the rule).
   */
  by: 'ip' | 'principal' | ((request: FastifyRequest) => string | undefined);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Rate limits of this route, besides the one every authenticated write has. */
    rateLimit?: readonly RateRule[];
    /** A POST that only reads (statistics, statement lists): it spends none of the owner's writes. */
    isReadOnly?: boolean;
  }
}

/** Sign-in, whatever the e-mail: one address may try this often (the per-account lockout is separate). */
export const SIGN_IN_BY_ADDRESS: RateRule = { name: 'sign-in:ip', max: 30, windowSeconds: 10 * 60, by: 'ip' };
/** Reset mails: per address, and per e-mail asked about (whether or not it has an account, so it tells nothing). */
export const FORGOT_BY_ADDRESS: RateRule = { name: 'forgot:ip', max: 10, windowSeconds: 60 * 60, by: 'ip' };
export const forgotByEmail = (emailOf: (request: FastifyRequest) => string | undefined): RateRule => ({
  name: 'forgot:email',
  max: 3,
  windowSeconds: 60 * 60,
  by: emailOf,
});
/** Support mails per owner: each one queues a mail to staff. */
export const SUPPORT_MAIL_BY_OWNER: RateRule = {
  name: 'support-mail',
  max: SUPPORT_MAIL_PER_HOUR,
  windowSeconds: 60 * 60,
  by: 'principal',
};
/** Every write of a signed-in principal (owner stays, settings, uploads…). */
export const WRITES_BY_PRINCIPAL: RateRule = { name: 'write', max: 60, windowSeconds: 60, by: 'principal' };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PRUNE_AFTER_MS = 24 * 60 * 60_000;

export interface RateDecision {
  allowed: boolean;
  hits: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/** Counts one request against a rule's subject; one statement, atomic under any concurrency. */
export async function consumeRate(
  db: Db,
  rule: Pick<RateRule, 'name' | 'max' | 'windowSeconds'>,
  subject: string,
  now: Date,
): Promise<RateDecision> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const { rateLimitHits: hits } = schema;
  const [row] = await db
    .insert(hits)
    .values({ bucket: rule.name, subject: subject.slice(0, 320), windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [hits.bucket, hits.subject, hits.windowStart],
      set: { hits: sql`${hits.hits} + 1` },
    })
    .returning({ hits: hits.hits });
  const count = row?.hits ?? 1;
  if (count === 1) {
    // The first request of a new window clears the bucket's windows of yesterday and before.
    await db
      .delete(hits)
      .where(and(eq(hits.bucket, rule.name), lt(hits.windowStart, new Date(windowStart.getTime() - PRUNE_AFTER_MS))));
  }
  return {
    allowed: count <= rule.max,
    hits: count,
    retryAfter: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)),
  };
}

function subjectOf(rule: RateRule, request: FastifyRequest): string | undefined {
  if (rule.by === 'ip') return request.ip;
  if (rule.by === 'principal') {
    const { principal } = request;
    if (!principal) return undefined;
    if (principal.kind === 'integration') return `integration:${principal.keyId}`;
    return `${principal.kind}:${principal.kind === 'owner' ? principal.ownerId : principal.staffId}`;
  }
  return rule.by(request);
}

function checker(deps: AppDeps, rules: readonly RateRule[]) {
  return async (request: FastifyRequest) => {
    for (const rule of rules) {
      const subject = subjectOf(rule, request);
      if (subject === undefined) continue;
      const decision = await consumeRate(deps.db, rule, subject, deps.now());
      if (!decision.allowed) {
        const minutes = Math.ceil(decision.retryAfter / 60);
        throw new AppError(
          'RATE_LIMITED',
          `Too many requests; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
          undefined,
          { 'retry-after': String(decision.retryAfter) },
        );
      }
    }
  };
}

/**
 * Adds a route's rate-limit hooks (called from onRoute): address rules before the body is read, the others after
 * authentication and validation. Off when the configuration says so (the test suites, which sign in from one
 * address hundreds of times a minute, except the tests of these limits).
 */
export function attachRateLimits(route: RouteOptions, deps: AppDeps, isAuthenticated: boolean): void {
  if (deps.config.RATE_LIMITS === 'off') return;
  const rules = [...(route.config?.rateLimit ?? [])];
  const methods = [route.method].flat();
  // A read the spec sends as POST (a month's statistics, the statements list) is not a write: browsing months must not
  // spend the owner's writes.
  const isWrite = methods.some((m) => WRITE_METHODS.has(m)) && route.config?.isReadOnly !== true;
  if (isAuthenticated && isWrite) rules.push(WRITES_BY_PRINCIPAL);
  const early = rules.filter((rule) => rule.by === 'ip');
  const late = rules.filter((rule) => rule.by !== 'ip');
  if (early.length > 0) {
    route.onRequest = [...[route.onRequest ?? []].flat(), checker(deps, early) as onRequestHookHandler];
  }
  if (late.length > 0) {
    route.preHandler = [checker(deps, late) as preHandlerHookHandler, ...[route.preHandler ?? []].flat()];
  }
}
