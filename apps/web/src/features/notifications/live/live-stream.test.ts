import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream, reconnectDelay } from './live-stream.ts';
import type { SseEvent } from './sse-parser.ts';

/** A fake server: each request gets the next scripted answer; a stream stays open until the test ends it. */
function fakeServer() {
  const requests: { headers: Record<string, string>; signal: AbortSignal }[] = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const answers: (() => Response | Promise<Response>)[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ headers: init.headers as Record<string, string>, signal: init.signal as AbortSignal });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  const openStream = () => () => {
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
  const send = (index: number, text: string) => streams[index]?.enqueue(new TextEncoder().encode(text));
  return { fetch, requests, streams, answers, openStream, send };
}

/** Lets the stream's promises (fetch, reads) settle without moving the clock. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('doubles from 1 s to a 30 s cap, with up to a fifth more for jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => reconnectDelay(attempt, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, 1000, 30_000, 1)).toBe(1200);
  });
});

describe('the live stream', () => {
  it('sends the headers it is given, reads events, and reconnects 1 s after the server closes the stream', async () => {
    const server = fakeServer();
    const events: SseEvent[] = [];
    const onOpen = vi.fn();
    server.answers.push(server.openStream(), server.openStream());
    const stream = openLiveStream({
      url: '/api/events',
      headers: () => ({ Authorization: 'Basic abc' }),
      onEvent: (event) => events.push(event),
      onOpen,
      fetch: server.fetch,
      random: () => 0,
    });
    await settle();
    expect(server.requests[0]?.headers).toMatchObject({ Authorization: 'Basic abc', Accept: 'text/event-stream' });
    server.send(0, 'event: notifications\ndata: {"unread":2}\n\n');
    await settle();
    expect(events).toEqual([{ event: 'notifications', data: '{"unread":2}', id: undefined }]);

    server.streams[0]?.close();
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(onOpen.mock.calls).toEqual([[false], [true]]);
    stream.close();
  });

  it('waits longer after each failure in a row (1, 2, 4, 8 s), and starts over once a connection opens', async () => {
    const server = fakeServer();
    const stream = openLiveStream({
      url: '/api/events',
      headers: () => ({}),
      onEvent: () => {},
      fetch: server.fetch,
      random: () => 0,
    });
    await settle();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    for (const [wait, calls] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(server.fetch).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.fetch).toHaveBeenCalledTimes(calls);
    }
    // A 500 counts as a failure too; then a stream opens and closes: the next wait is 1 s again.
    server.answers.push(() => new Response('oops', { status: 500 }), server.openStream());
    await vi.advanceTimersByTimeAsync(8000);
    expect(server.fetch).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(16_000);
    expect(server.fetch).toHaveBeenCalledTimes(6);
    server.streams[0]?.close();
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.fetch).toHaveBeenCalledTimes(7);
    stream.close();
  });

  it('uses the retry the server advised after a stream it opened ends', async () => {
    const server = fakeServer();
    server.answers.push(server.openStream());
    const stream = openLiveStream({ url: '/e', headers: () => ({}), onEvent: () => {}, fetch: server.fetch });
    await settle();
    server.send(0, 'retry: 5000\n\n');
    server.streams[0]?.close();
    await settle();
    await vi.advanceTimersByTimeAsync(4999);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    stream.close();
  });

  it('close() aborts the open request and schedules nothing more', async () => {
    const server = fakeServer();
    server.answers.push(server.openStream());
    const stream = openLiveStream({ url: '/e', headers: () => ({}), onEvent: () => {}, fetch: server.fetch });
    await settle();
    stream.close();
    await settle();
    expect(server.requests[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('close() during a wait cancels the reconnection', async () => {
    const server = fakeServer();
    const stream = openLiveStream({ url: '/e', headers: () => ({}), onEvent: () => {}, fetch: server.fetch });
    await settle();
    stream.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('stops for good when the server refuses who we are (401), and says so', async () => {
    const server = fakeServer();
    const onRefused = vi.fn();
    server.answers.push(() => new Response('{}', { status: 401 }));
    openLiveStream({ url: '/e', headers: () => ({}), onEvent: () => {}, onRefused, fetch: server.fetch });
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });
});
