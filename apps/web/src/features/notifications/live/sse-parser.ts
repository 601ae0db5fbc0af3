/** One dispatched Server-Sent Event (the fields this app reads). */
export interface SseEvent {
  /** 'message' when the frame names no event, as EventSource does. */
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Feeds decoded text as it arrives; a frame may be split anywhere, even between \r and \n. */
  push(text: string): void;
  /** The reconnection delay the server last asked for with `retry:`, if any. */
  readonly retryMs: number | undefined;
}

/**
 * The event-stream format of the HTML standard (§9.2.6): lines end in \n, \r\n or \r; a blank line dispatches;
 * `:` starts a comment (the server's keep-alive); data lines join with \n; an event without data is not dispatched.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];
  let lastId: string | undefined;
  let retryMs: number | undefined;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventName || 'message', data: data.join('\n'), id: lastId });
    eventName = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\u0000')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  };

  return {
    push(text) {
      buffer += text;
      // A trailing \r may be the first half of \r\n: keep it until the next chunk says.
      const end = buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
      const pattern = /\r\n|\r|\n/g;
      let start = 0;
      for (let match = pattern.exec(buffer); match && match.index < end; match = pattern.exec(buffer)) {
        line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
      }
      buffer = buffer.slice(start);
    },
    get retryMs() {
      return retryMs;
    },
  };
}
