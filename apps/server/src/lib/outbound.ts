import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { AddressPolicy } from './address-ranges.ts';

/**
 * Requests to addresses the company does not control (channel feeds, webhook endpoints), guarded against being turned
 * on the company's own network (decision 086): every name is resolved here and refused when any of its addresses is
 * private, and the address the socket actually connected to is checked again. One deadline covers every hop; the body
 * is cut at a size cap; redirects are followed up to a cap, each hop checked the same way.
 */
export type OutboundFailure =
  | 'bad_url'
  | 'refused_address'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'network';

export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  maxBytes: number;
  /** 0: a redirect is an answer like any other. */
  maxRedirects: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !policy.isAllowed(entry.address));
      if (refused || addresses.length === 0) {
        const reason = new OutboundError(
          'refused_address',
          `${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not allowed`,
        );
        return callback(reason, '', 0);
      }
      if (options.all) return callback(null, addresses as never, 0);
      const [first] = addresses;
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('bad_url', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('bad_url', `only http and https URLs can be fetched, not ${url.protocol}`);
  }
  return url;
}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      reject(new OutboundError('too_large', `the answer is ${declared} bytes, more than ${maxBytes}`));
      response.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Settled before the socket is cut, so the cut is not reported as a network failure.
        reject(new OutboundError('too_large', `the answer is more than ${maxBytes} bytes`));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.on('aborted', () => reject(new OutboundError('network', 'the connection closed before the end')));
  });
}

function oneHop(
  policy: AddressPolicy,
  url: URL,
  request: OutboundRequest,
  signal: AbortSignal,
): Promise<{ response: IncomingMessage; body: Buffer | null }> {
  return new Promise((resolve, reject) => {
    const host = bareHost(url);
    if (isIP(host) !== 0 && !policy.isAllowed(host)) {
      reject(new OutboundError('refused_address', `${host} is not an allowed address`));
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      lookup: guardedLookup(policy),
      signal,
      // A fresh connection each time: a pooled socket could have been opened to another address.
      agent: false,
    });
    outgoing.on('socket', (socket) => {
      socket.on('connect', () => {
        const remote = socket.remoteAddress ?? '';
        if (!policy.isAllowed(remote)) {
          outgoing.destroy(new OutboundError('refused_address', `connected to ${remote}, which is not allowed`));
        }
      });
    });
    let hasAnswer = false;
    // Once an answer has come, its body reader reports how it ended (a cut at the size cap is not a network error).
    outgoing.on('error', (error) => {
      if (!hasAnswer) reject(error);
    });
    outgoing.on('response', (response) => {
      hasAnswer = true;
      const isRedirect = response.statusCode !== undefined && response.statusCode >= 300 && response.statusCode < 400;
      if (isRedirect && response.headers.location && request.maxRedirects > 0) {
        response.resume();
        resolve({ response, body: null });
        return;
      }
      readBody(response, request.maxBytes).then((body) => resolve({ response, body }), reject);
    });
    outgoing.end(request.body);
  });
}

function describe(error: unknown, timeoutMs: number, isTimedOut: boolean): OutboundError {
  if (error instanceof OutboundError && error.failure !== 'network') return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof OutboundError) return cause;
  if (isTimedOut || (error as { name?: string }).name === 'AbortError') {
    return new OutboundError('timeout', `no complete answer within ${timeoutMs} ms`);
  }
  if (error instanceof OutboundError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  return new OutboundError('network', code ? `${code}: ${message}` : message);
}

/** One request with the guard, the deadline, the size cap and the redirect cap; throws OutboundError. */
export async function outboundRequest(policy: AddressPolicy, request: OutboundRequest): Promise<OutboundResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  try {
    let url = parseTarget(request.url);
    for (let hop = 0; ; hop++) {
      const { response, body } = await oneHop(policy, url, request, controller.signal);
      if (body !== null) {
        return { status: response.statusCode ?? 0, headers: response.headers, body, url: url.toString() };
      }
      if (hop >= request.maxRedirects) {
        throw new OutboundError('too_many_redirects', `more than ${request.maxRedirects} redirects`);
      }
      url = parseTarget(new URL(response.headers.location ?? '', url).toString());
    }
  } catch (error) {
    throw describe(error, request.timeoutMs, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
}
