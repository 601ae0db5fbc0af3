import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when the client takes it, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** `fast` for answers made per request; `best` for a text compressed once and kept for the process's life. */
type Effort = 'fast' | 'best';

function compress(text: string, encoding: Encoding, effort: Effort = 'fast'): Promise<Buffer> {
  const isBest = effort === 'best';
  return encoding === 'br'
    ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: isBest ? constants.BROTLI_MAX_QUALITY : 4 } })
    : gzipAsync(text, { level: isBest ? 9 : 6 });
}

/** A text answer kept for reuse (decisions 059, 063) with its compressed forms, each made once, on first demand. */
export interface ReusedText {
  readonly text: string;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
  readonly effort?: Effort;
}
export type ReusedJson = ReusedText;

export const reusedJson = (text: string): ReusedJson => ({ text, encoded: {} });
export const reusedText = (text: string, effort: Effort = 'fast'): ReusedText => ({ text, encoded: {}, effort });

/**
 * Sends a reused answer as the onSend hook below would, but compresses it only the first time each encoding is asked
 * for: a cached calendar answer (or the app's HTML) is not compressed again for every phone that reads it.
 */
export async function sendReused(request: FastifyRequest, reply: FastifyReply, answer: ReusedText, type: string) {
  reply.type(type);
  const isLarge = Buffer.byteLength(answer.text) >= COMPRESS_MIN_BYTES;
  const encoding = isLarge ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (isLarge) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (!encoding) return reply.send(answer.text);
  let body = answer.encoded[encoding];
  if (!body) {
    body = await compress(answer.text, encoding, answer.effort);
    answer.encoded[encoding] = body;
  }
  return reply.header('content-encoding', encoding).send(body);
}

export const sendReusedJson = (request: FastifyRequest, reply: FastifyReply, answer: ReusedJson) =>
  sendReused(request, reply, answer, 'application/json; charset=utf-8');

/**
 * Compresses the API's large JSON answers (calendar ranges, reservation lists) for phones on mobile networks: brotli
 * at a fast level or gzip, off the event loop, with `Vary: Accept-Encoding`. Files (the built app) are precompressed
 * at build time and served by @fastify/static instead.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json') && !type.startsWith('application/problem+json')) return payload;
    reply.header('vary', 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
