import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

export type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces global fetch; every call is recorded with its headers and body as text. */
export function mockFetch(responder: Responder) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = init.body === undefined || init.body === null ? null : String(init.body);
    const call = { url: String(input), method: init.method ?? 'GET', headers, body };
    calls.push(call);
    return responder(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
