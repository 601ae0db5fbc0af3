/** One Server-Sent Events block: an event with its data, or a comment line (the keep-alive). */
export interface StreamBlock {
  event: string | null;
  data: string | null;
  comment: string | null;
  /** The reconnection delay in ms (`retry:`), present only when the block has one. */
  retry?: string;
}

export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** The next block, or a rejection when none comes within `timeoutMs` (no sleeping: it resolves as soon as it arrives). */
  next(timeoutMs?: number): Promise<StreamBlock>;
  /** The next `event: notifications` block's unread count, skipping comments. */
  nextUnread(timeoutMs?: number): Promise<number>;
  /** Resolves when the server ends the stream. */
  ended(timeoutMs?: number): Promise<void>;
  /** Drops the connection, as a closed tab does. */
  abort(): void;
}

function parse(block: string): StreamBlock {
  const result: StreamBlock = { event: null, data: null, comment: null };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) result.comment = line.slice(1).trim();
    else if (line.startsWith('event:')) result.event = line.slice(6).trim();
    else if (line.startsWith('data:')) result.data = line.slice(5).trim();
    else if (line.startsWith('retry:')) result.retry = line.slice(6).trim();
  }
  return result;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Opens GET /api/events with fetch, as the web app reads it (streaming, the Authorization header). */
export async function openEventStream(url: string, headers: Record<string, string>): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let isDone = false;
  const blocks: StreamBlock[] = [];

  async function pull(): Promise<void> {
    if (!reader) throw new Error('no body');
    const { value, done } = await reader.read();
    if (done) {
      isDone = true;
      return;
    }
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      blocks.push(parse(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }

  async function nextBlock(): Promise<StreamBlock> {
    while (blocks.length === 0) {
      if (isDone) throw new Error('the stream ended');
      await pull();
    }
    return blocks.shift() as StreamBlock;
  }

  return {
    status: response.status,
    headers: response.headers,
    next: (timeoutMs = 2_000) => withTimeout(nextBlock(), timeoutMs, 'an event'),
    nextUnread: (timeoutMs = 2_000) =>
      withTimeout(
        (async () => {
          for (;;) {
            const block = await nextBlock();
            if (block.event === 'notifications') return (JSON.parse(block.data ?? '{}') as { unread: number }).unread;
          }
        })(),
        timeoutMs,
        'an unread count',
      ),
    ended: (timeoutMs = 2_000) =>
      withTimeout(
        (async () => {
          while (!isDone) await pull();
        })(),
        timeoutMs,
        'the end of the stream',
      ),
    abort: () => controller.abort(),
  };
}

/** Polls a condition without sleeping longer than needed; fails after `timeoutMs`. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
