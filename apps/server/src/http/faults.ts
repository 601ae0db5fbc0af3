import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { testOnlyRoutes } from './route-guard.ts';

/**
 * A test seam: the next calls of one route fail with 500 or 503, so a journey can show how a screen copes (the FAQ's
 * error message) without touching the code. It exists only where test code creates it and hands it to buildApp
 * (`faults`), with its switch registered through `testOnlyRoutes`; main.ts does neither, so no setting, header or
 * request can turn it on in production.
 */
export interface FaultInjector {
  onRequest(request: FastifyRequest): Promise<void>;
  arm(fault: Fault): void;
  clear(): void;
}

const faultSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).default('GET'),
  /** The path without the query, e.g. /api/faq. */
  path: z.string().startsWith('/').max(200),
  status: z.union([z.literal(500), z.literal(503)]).default(503),
  /** How many calls fail; the ones after succeed again. */
  times: z.number().int().min(1).max(100).default(1),
});
export type Fault = z.output<typeof faultSchema>;

export function createFaultInjector(): FaultInjector {
  let faults: Fault[] = [];
  return {
    async onRequest(request) {
      const path = request.url.split('?', 1)[0];
      const fault = faults.find((f) => f.method === request.method && f.path === path && f.times > 0);
      if (!fault) return;
      fault.times--;
      faults = faults.filter((f) => f.times > 0);
      throw fault.status === 503
        ? new AppError('SERVICE_UNAVAILABLE', 'Injected fault (test seam)')
        : new AppError('INTERNAL', 'Injected fault (test seam)');
    },
    arm(fault) {
      faults.push({ ...fault });
    },
    clear() {
      faults = [];
    },
  };
}

/** POST /api/test/faults arms a fault, DELETE clears them all; test-only routes (never in main.ts). */
export function faultRoutes(faults: FaultInjector) {
  return testOnlyRoutes((app: FastifyInstance) => {
    app.post('/api/test/faults', { schema: { hide: true } }, async (request, reply) => {
      const parsed = faultSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.message);
      faults.arm(parsed.data);
      return reply.status(204).send();
    });
    app.delete('/api/test/faults', { schema: { hide: true } }, async (_request, reply) => {
      faults.clear();
      return reply.status(204).send();
    });
  });
}
