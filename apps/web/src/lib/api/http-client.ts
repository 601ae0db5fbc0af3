import type { z } from 'zod';
import { ApiError, toApiError } from './api-error.ts';
import { checkAnswer, type DevCheck, isDevCheck } from './lazy-schemas.ts';

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
   * `checkedInDevelopment(name)`: parsed in development and the tests only (decision 077).
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>) | DevCheck<T>;
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

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function createClient(config: ClientConfig): ApiClient {
  async function attempt(method: HttpMethod, url: string, options: RequestOptions<unknown>) {
    const { body, contentType } = encodeBody(options);
    const headers: Record<string, string> = { Accept: 'application/json', ...config.authHeaders(), ...options.headers };
    if (contentType) headers['Content-Type'] = contentType;
    const response = await fetch(url, { method, headers, body, signal: options.signal });
    return { response, body: await readBody(response, options.responseType) };
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions<T> = {}): Promise<T> {
    const url = buildUrl(config.baseUrl, path, options.query);
    const retries = config.retry?.retries ?? 0;
    let result: { response: Response; body: unknown } | null = null;
    for (let attemptNo = 0; attemptNo <= retries; attemptNo++) {
      if (attemptNo > 0 && config.retry) await wait(config.retry.delayMs * attemptNo);
      try {
        result = await attempt(method, url, options as RequestOptions<unknown>);
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
    if (isDevCheck(options.schema)) {
      if (import.meta.env.DEV) await checkAnswer(options.schema.checkInDevelopment, body, `${method} ${path}`);
      return body as T;
    }
    const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
    return schema ? schema.parse(body) : (body as T);
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}
