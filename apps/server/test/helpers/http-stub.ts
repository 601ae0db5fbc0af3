import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubHandler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

export interface HttpStub {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Answers requests to `path` (exact, without the query) with `handler`; a later call replaces it. */
  on(path: string, handler: StubHandler): void;
  /** Every request received, in order. */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free port (port 0) that a test scripts: the channels' calendars and the webhook receivers
 * the portal talks to. Unknown paths answer 404. Connections left open (a slow answer) are cut on close.
 */
export async function startHttpStub(): Promise<HttpStub> {
  const handlers = new Map<string, StubHandler>();
  const requests: HttpStub['requests'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      const handler = handlers.get(path);
      if (!handler) {
        response.writeHead(404).end();
        return;
      }
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    on: (path, handler) => handlers.set(path, handler),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with an iCalendar document, its lines ended with CRLF as RFC 5545 asks. */
export function calendarAnswer(lines: string[], headers: Record<string, string> = {}): StubHandler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...headers });
    response.end(`${lines.join('\r\n')}\r\n`);
  };
}
