import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Closing waits for open connections, and Node closes only the idle ones that carried a request: a connection a
 * client opened ahead and never used (fetch keeps a spare one after a stream is aborted) would hold the close until
 * the client drops it, 4 s to over a minute. Such a connection carries nothing, so closing it loses nothing.
 */
export function closeUnusedConnections(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => {
    unused.delete(request.socket);
  });
  app.addHook('preClose', async () => {
    for (const socket of unused) socket.destroy();
  });
}
