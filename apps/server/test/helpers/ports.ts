import { createServer } from 'node:net';

/**
 * A port nothing listens on: bound on 127.0.0.1 with port 0 (the system picks a free one), then released. Used for
 * a child server's port and for an address that must refuse connections; never a fixed number.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
