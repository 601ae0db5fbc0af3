import pg from 'pg';

/** What a LISTEN subscriber is told: each NOTIFY payload, and that the connection came back (notices may be lost). */
export interface ChannelHandler {
  onNotify(payload: string): void;
  /** After a lost listener connection is open again: anything sent meanwhile was missed, so read the state again. */
  onReconnect?(): void;
}

export type Unlisten = () => Promise<void>;

/** The listener connection's application_name. */
export const LISTENER_NAME = 'portal-listen';
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/**
 * One dedicated connection per process for LISTEN (a pooled client cannot hold a LISTEN), shared by every channel
 * and subscriber, opened on the first subscription. A lost connection is opened again with a growing pause, its
 * channels listened to again, and the subscribers told so they can catch up.
 */
export function createPgListener(url: string, onError: (error: Error) => void = () => undefined) {
  const channels = new Map<string, Set<ChannelHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let isClosed = false;

  const deliver = (message: pg.Notification) => {
    for (const handler of channels.get(message.channel) ?? []) handler.onNotify(message.payload ?? '');
  };

  function lost(lostClient: pg.Client, error?: Error) {
    if (client !== lostClient) return;
    client = null;
    if (error) onError(error);
    lostClient.removeAllListeners('notification');
    void lostClient.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (isClosed || retryTimer || channels.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect()
        .then(() => {
          for (const handlers of channels.values()) for (const handler of handlers) handler.onReconnect?.();
        })
        .catch((error: Error) => {
          onError(error);
          retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
          scheduleReconnect();
        });
    }, retryMs);
    retryTimer.unref();
  }

  async function open(): Promise<pg.Client> {
    // Named, so an operator sees it in pg_stat_activity for what it is.
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      application_name: LISTENER_NAME,
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', deliver);
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    if (isClosed) {
      await next.end();
      throw new Error('listener closed');
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    return next;
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handler: ChannelHandler): Promise<Unlisten> {
      if (isClosed) throw new Error('listener closed');
      const handlers = channels.get(channel) ?? new Set<ChannelHandler>();
      const isNewChannel = handlers.size === 0;
      handlers.add(handler);
      channels.set(channel, handlers);
      const wasConnected = client !== null;
      try {
        const current = await connect();
        // A connection opened just now listened to every channel already.
        if (isNewChannel && wasConnected) await current.query(`LISTEN ${current.escapeIdentifier(channel)}`);
      } catch (error) {
        handlers.delete(handler);
        if (handlers.size === 0) channels.delete(channel);
        throw error;
      }
      return async () => {
        handlers.delete(handler);
        if (handlers.size > 0 || channels.get(channel) !== handlers) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close(): Promise<void> {
      isClosed = true;
      if (retryTimer) clearTimeout(retryTimer);
      channels.clear();
      await connecting?.catch(() => undefined);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
