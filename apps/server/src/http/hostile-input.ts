import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** What PostgreSQL cannot store, and how a refusal names it. */
const UNSTORABLE = {
  nul_character: 'must not contain a NUL character',
  unpaired_surrogate: 'must not contain an unpaired UTF-16 surrogate',
} as const;
type Unstorable = keyof typeof UNSTORABLE;

/** A lone half of a surrogate pair: JSON can carry one (`"\ud800"`), UTF-8 cannot, so PostgreSQL refuses it. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableIn(text: string): Unstorable | null {
  if (text.includes('\u0000')) return 'nul_character';
  return UNPAIRED_SURROGATE.test(text) ? 'unpaired_surrogate' : null;
}

const printable = (key: string) =>
  key.replaceAll('\u0000', '\\0').replace(/[\uD800-\uDFFF]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16)}`);

/**
 * PostgreSQL text (and json) cannot hold U+0000 or a lone UTF-16 surrogate: either anywhere in a request would reach
 * the driver and fail as a 500 (a support message pasted with a broken emoji did). Both are refused here, once, for
 * every route (query, path parameters and JSON or form bodies), before any handler runs. The first found is named.
 * A multipart body is read by its handler, after this hook: readForm checks its fields the same way.
 */
export function findUnstorable(value: unknown, path: string, depth = 0): { path: string; code: Unstorable } | null {
  if (typeof value === 'string') {
    const code = unstorableIn(value);
    return code ? { path, code } : null;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const inKey = unstorableIn(key);
    if (inKey) return { path: `${path}.${printable(key)}`, code: inKey };
    const found = findUnstorable(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws the 400 that names the first NUL or lone surrogate in `value`; a multipart field or a JSON text inside one is checked so too. */
export function refuseUnstorableIn(value: unknown, path: string): void {
  const found = findUnstorable(value, path);
  if (!found) return;
  const message = UNSTORABLE[found.code];
  throw new AppError('VALIDATION_FAILED', `${found.path}: ${message}`, [
    { path: found.path, code: found.code, message },
  ]);
}

function refuseUnstorable(request: FastifyRequest): void {
  refuseUnstorableIn(request.params, 'params');
  refuseUnstorableIn(request.query, 'query');
  refuseUnstorableIn(request.body, 'body');
}

/** Request ids from a proxy are kept when they look like one; anything else gets a fresh id (never echoed raw). */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

export function guardHostileInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseUnstorable(request));
}

/** Path segments that carry a secret: the segment after one of these is never written to a log. */
const SECRET_PATH_PREFIXES = ['admin-login', 'new-password', 'ical', 'availability', 'admin-session'];

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
