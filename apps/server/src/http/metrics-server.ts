import { createServer } from 'node:http';
import type { Registry } from 'prom-client';
import { hasMetricsToken } from './metrics.ts';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), which the proxy does not forward: Prometheus scrapes each process
 * there. With METRICS_TOKEN set the bearer token is asked here too.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { port: number; host: string; token?: string | undefined },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    if (options.token && !hasMetricsToken(request.headers.authorization, options.token)) {
      response
        .writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer realm="metrics"' })
        .end('bearer token required\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
