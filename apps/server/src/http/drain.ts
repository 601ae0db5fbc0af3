import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts draining (SIGTERM, decision 073): /readyz answers 503 from now on, every answer closes its connection, and
     * the event streams end with a reconnect hint. Requests under way, and those already on an open connection, are
     * still answered; new connections are refused once close() stops listening.
     */
    drain(): Promise<void>;
    /** Whether drain() was called. */
    isDraining(): boolean;
  }
}

/**
 * Draining without cutting anything: a request that reached the process is answered, then its connection closes, so
 * the client's next request opens a connection that the proxy sends to another process.
 */
export function registerDrain(app: FastifyInstance, endStreams: () => Promise<void>): void {
  let isDraining = false;
  app.decorate('isDraining', () => isDraining);
  app.decorate('drain', async () => {
    isDraining = true;
    await endStreams();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (isDraining) reply.header('Connection', 'close');
  });
}
