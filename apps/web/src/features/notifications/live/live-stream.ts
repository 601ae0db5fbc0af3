import { createSseParser, type SseEvent } from './sse-parser.ts';

export interface LiveStreamOptions {
  url: string;
  /** Read before every connection, so a refreshed token is used on the next one. */
  headers: () => Record<string, string>;
  onEvent: (event: SseEvent) => void;
  /** Each time a connection is open (the first and every reconnection). */
  onOpen?: (isReconnect: boolean) => void;
  /** The server refused who we are (401/403): the stream stops for good; the rest of the app handles the session. */
  onRefused?: () => void;
  fetch?: typeof fetch;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1; up to a fifth more wait, so many tabs do not reconnect in step. */
  random?: () => number;
}

export interface LiveStream {
  close(): void;
}

export const LIVE_STREAM_DELAYS = { initialMs: 1_000, maxMs: 30_000 } as const;

/** The wait before reconnection attempt `attempt` (0-based): doubling from the initial delay, capped. */
export function reconnectDelay(attempt: number, initialMs: number, maxMs: number, random = 0): number {
  const base = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 20));
  return Math.round(base * (1 + random * 0.2));
}

class Refused extends Error {}

/**
 * Reads a Server-Sent Events stream with fetch (EventSource cannot send an Authorization header, and a token in the
 * URL would end up in logs) and reconnects by itself after an error or a closed stream, waiting longer after each
 * failure in a row. close() stops it: the open request is aborted and no reconnection is scheduled.
 */
export function openLiveStream(options: LiveStreamOptions): LiveStream {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const initialMs = options.initialDelayMs ?? LIVE_STREAM_DELAYS.initialMs;
  const maxMs = options.maxDelayMs ?? LIVE_STREAM_DELAYS.maxMs;
  const random = options.random ?? Math.random;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hasOpened = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });

  /** One connection, read until it ends; `attempt` records whether it opened and what `retry:` the server sent. */
  async function connectOnce(attempt: { opened: boolean; retryMs?: number }): Promise<void> {
    const response = await doFetch(options.url, {
      headers: { ...options.headers(), Accept: 'text/event-stream' },
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.status === 401 || response.status === 403) throw new Refused();
    if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
    options.onOpen?.(hasOpened);
    hasOpened = true;
    attempt.opened = true;
    const parser = createSseParser(options.onEvent);
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      attempt.retryMs = parser.retryMs;
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
    }
  }

  async function run(): Promise<void> {
    let failures = 0;
    while (!controller.signal.aborted) {
      const attempt: { opened: boolean; retryMs?: number } = { opened: false };
      try {
        await connectOnce(attempt);
      } catch (error) {
        if (error instanceof Refused && !controller.signal.aborted) {
          options.onRefused?.();
          return;
        }
      }
      if (controller.signal.aborted) return;
      // A stream that opened and then ended starts over; failures in a row wait longer each time.
      if (attempt.opened) failures = 0;
      const delay =
        attempt.opened && attempt.retryMs !== undefined
          ? attempt.retryMs
          : reconnectDelay(failures, initialMs, maxMs, random());
      failures += 1;
      await wait(delay);
    }
  }

  void run();
  return {
    close() {
      controller.abort();
      clearTimeout(timer);
    },
  };
}
