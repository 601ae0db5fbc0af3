import type { z } from 'zod';
import { ApiError, toApiError } from './api-error.ts';
import { type AnswerCheck, checkAnswerAsSet, isAnswerCheck } from './lazy-schemas.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T = unknown> {
  query?: Record<string, QueryValue | QueryValue[]>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the spec's "form:" payloads). */
  form?: Record<string, QueryValue>;
  /** Sent as multipart/form-data (uploads); the browser writes the boundary into the content type. */
  multipart?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob' | 'text';
  /**
   * A contract schema: the response is parsed with it and typed by it. Or a loader of one, for calls of the sign-in
   * page and the shell, which then render without zod: it loads when the first such call returns (decision 058). Or
   * `checkedLater(name)`: the answer is returned as it came and checked against the schema in idle time (decision 070,
   * `answerChecks`).
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>) | AnswerCheck<T>;
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  delayMs: number;
  shouldRetryBody: (body: unknown) => boolean;
}

export interface ClientConfig {
  baseUrl: string;
  authHeaders: () => Record<string, string>;
  /** Called on a 401 (the client still throws). */
  onUnauthorized?: () => void;
  retry?: RetryPolicy;
}

/**
 * A read asked for early: a GET, or a POST that only reads (spec §7's statements list is one), with its query and form.
 * Only the router's early calls make these, for reads; a write is never asked for early.
 */
export type PrefetchOptions = Pick<RequestOptions, 'query' | 'form'> & { method?: 'GET' | 'POST' };

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * Sends a GET now, before the screen that needs it has loaded: the first `get` of the same URL with the same
   * credentials within EARLY_ANSWER_MS takes its answer instead of asking again (and parses it with its schema).
   * Resolves to the answer's body, unchecked, when it was a success, and to undefined otherwise (it never rejects), so
   * an early call can ask for what depends on it (a calendar's month needs its property's time zone).
   */
  prefetch(path: string, options?: PrefetchOptions): Promise<unknown>;
  get<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  put<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  patch<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  delete<T>(path: string, options?: RequestOptions<T>): Promise<T>;
}

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function encodeBody(options: RequestOptions<unknown>): { body?: BodyInit; contentType?: string } {
  if (options.multipart) return { body: options.multipart };
  if (options.form) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    return { body: params, contentType: 'application/x-www-form-urlencoded' };
  }
  if (options.json !== undefined) return { body: JSON.stringify(options.json), contentType: 'application/json' };
  return {};
}

async function readBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (response.ok && responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text' && response.ok) return text;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** How long an answer asked for early waits for the screen that asked for it before it is dropped. */
export const EARLY_ANSWER_MS = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** `answer`, unless `signal` aborts first: then an AbortError, as fetch gives (the screen asking has gone). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  const aborted = () => new DOMException('The request was aborted', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createClient(config: ClientConfig): ApiClient {
  async function attempt(method: HttpMethod, url: string, options: RequestOptions<unknown>) {
    const { body, contentType } = encodeBody(options);
    const headers: Record<string, string> = { Accept: 'application/json', ...config.authHeaders(), ...options.headers };
    if (contentType) headers['Content-Type'] = contentType;
    const response = await fetch(url, { method, headers, body, signal: options.signal });
    return { response, body: await readBody(response, options.responseType) };
  }

  type Answer = { response: Response; body: unknown };
  // Answers asked for early, by method, URL and form body: taken once, by the same request with the same credentials,
  // while fresh.
  const early = new Map<string, { credentials: string; at: number; answer: Promise<Answer> }>();
  const credentialsOf = () => JSON.stringify(config.authHeaders());
  const earlyKey = (method: HttpMethod, url: string, options: RequestOptions<unknown>) => {
    const { body } = encodeBody(options);
    return `${method} ${url} ${body instanceof URLSearchParams ? body.toString() : ''}`;
  };

  function takeEarly(key: string): Promise<Answer> | null {
    const entry = early.get(key);
    early.delete(key);
    const isFresh = entry && Date.now() - entry.at < EARLY_ANSWER_MS && entry.credentials === credentialsOf();
    return isFresh ? entry.answer : null;
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const url = buildUrl(config.baseUrl, path, options.query);
    const retries = config.retry?.retries ?? 0;
    const isEarlyKind =
      (method === 'GET' || (method === 'POST' && options.form !== undefined)) && !options.responseType;
    const earlyAnswer = isEarlyKind ? takeEarly(earlyKey(method, url, options as RequestOptions<unknown>)) : null;
    let result: { response: Response; body: unknown } | null = null;
    for (let attemptNo = 0; attemptNo <= retries; attemptNo++) {
      if (attemptNo > 0 && config.retry) await wait(config.retry.delayMs * attemptNo);
      try {
        // The early answer stands for the first attempt; if it failed to arrive, this attempt asks again.
        const fromEarly =
          attemptNo === 0 && earlyAnswer
            ? await untilAborted(
                earlyAnswer.catch(() => null),
                options.signal,
              )
            : null;
        result = fromEarly ?? (await attempt(method, url, options as RequestOptions<unknown>));
      } catch (error) {
        if (isAbort(error) || attemptNo === retries) {
          if (isAbort(error)) throw error;
          throw new ApiError({ status: 0, code: 'NETWORK_ERROR', detail: String(error) });
        }
        continue;
      }
      if (!config.retry?.shouldRetryBody(result.body)) break;
    }
    if (!result) throw new ApiError({ status: 0, code: 'NETWORK_ERROR', detail: 'No response' });
    const { response, body } = result;
    if (response.status === 401) config.onUnauthorized?.();
    if (!response.ok || config.retry?.shouldRetryBody(body)) throw toApiError(response.status, body);
    if (isAnswerCheck(options.schema)) {
      await checkAnswerAsSet(options.schema.checkLater, body, `${method} ${path}`);
      return body as T;
    }
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    return schema ? schema.parse(body) : (body as T);
  }

  function prefetch(path: string, options: PrefetchOptions = {}): Promise<unknown> {
    const { method = 'GET', ...rest } = options;
    const url = buildUrl(config.baseUrl, path, rest.query);
    const asked: RequestOptions<unknown> = method === 'POST' ? { form: rest.form ?? {} } : {};
    const answer = attempt(method, url, asked);
    early.set(earlyKey(method, url, asked), { credentials: credentialsOf(), at: Date.now(), answer });
    return answer.then(
      ({ response, body }) => (response.ok && !config.retry?.shouldRetryBody(body) ? body : undefined),
      () => undefined,
    );
  }

  return {
    request,
    prefetch,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}
