import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../http/errors.ts';
import type { RouteModule } from '../../types.ts';
import { isTrustedCaller } from '../auth/internal-routes.ts';
import { OPERATION_NAMES, OperationError, runOperation } from './operations.ts';

const operationRequest = z.object({ operation: z.enum(OPERATION_NAMES), input: z.unknown() });

/**
 * POST /api/internal/admin-operation: how the admin CLI runs an operation while this server holds the embedded
 * database. Same trust as the admin-link route (loopback and the secret in server.json), 404 to anyone else.
 */
export const internalAdminRoutes: RouteModule = (app, deps) => {
  app.post(
    '/internal/admin-operation',
    {
      // An import file may be large; nobody but the local CLI gets past onRequest.
      bodyLimit: 64 * 1024 * 1024,
      schema: { hide: true, body: operationRequest },
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!isTrustedCaller(request, deps.config.DATA_DIR)) return notFound(request, reply);
      },
    },
    async (request) => {
      const ctx = { db: deps.db, now: deps.now(), config: deps.config };
      try {
        return { result: await runOperation(ctx, request.body.operation, request.body.input) };
      } catch (error) {
        if (error instanceof OperationError) throw new AppError('VALIDATION_FAILED', error.message);
        throw error;
      }
    },
  );
};
