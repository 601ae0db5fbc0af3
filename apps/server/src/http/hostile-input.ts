import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a request would reach the driver and fail as a 500. It is
 * refused here, once, for every route (query, path parameters and JSON or form bodies), before any handler runs.
 */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\0')}`;
    const found = findNul(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

function refuseNul(request: FastifyRequest): void {
  const sources: [string, unknown][] = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ];
  for (const [name, value] of sources) {
    const path = findNul(value, name);
    if (path) {
      throw new AppError('VALIDATION_FAILED', `${path}: must not contain a NUL character`, [
        { path, code: 'nul_character', message: 'must not contain a NUL character' },
      ]);
    }
  }
}

/** Request ids from a proxy are kept when they look like one; anything else gets a fresh id (never echoed raw). */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

export function guardHostileInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseNul(request));
}

/** Path segments that carry a secret: the segment after one of these is never written to a log. */
const SECRET_PATH_PREFIXES = ['admin-login', 'new-password', 'ical', 'admin-session'];

/**
 * The URL as logs may show it: every query value replaced (tokens, e-mails and search words are nobody's business
 * in a log line) and the secret segment of the token-bearing paths replaced too. Keys stay, so a log still tells
 * which parameters a request had.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const segments = path.split('/');
  const redactedPath = segments
    .map((segment, index) =>
      index > 0 && SECRET_PATH_PREFIXES.includes(segments[index - 1] ?? '') ? '[redacted]' : segment,
    )
    .join('/');
  if (query === undefined) return redactedPath;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=[redacted]`);
  return `${redactedPath}?${keys.join('&')}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
