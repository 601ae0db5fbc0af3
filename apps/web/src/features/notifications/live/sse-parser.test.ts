import { notificationsEvent } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { isNotificationsEvent, unreadFromEvent } from './notifications-event.ts';
import { createSseParser, type SseEvent } from './sse-parser.ts';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return { events, parser };
}

describe('the event-stream frame parser', () => {
  it('reads the server’s notifications frame and skips its keep-alive comment', () => {
    const { events } = parse([': keep-alive\n\n', 'event: notifications\ndata: {"unread":3}\n\n']);
    expect(events).toEqual([{ event: 'notifications', data: '{"unread":3}', id: undefined }]);
    expect(events.map(unreadFromEvent)).toEqual([3]);
  });

  it('puts a frame together however the network splits it, even between \\r and \\n', () => {
    // A lone \r ends a line too; the last one is only known not to start \r\n once more text follows.
    const text =
      'event: notifications\r\ndata: {"unread":12}\r\n\r\nevent: notifications\rdata: {"unread":0}\r\r: ok\n';
    for (let cut = 1; cut < text.length; cut++) {
      const { events } = parse([text.slice(0, cut), text.slice(cut)]);
      expect(events.map(unreadFromEvent), `cut at ${cut}`).toEqual([12, 0]);
    }
    const { events } = parse([...text]);
    expect(events.map(unreadFromEvent)).toEqual([12, 0]);
  });

  it('joins data lines with a newline, names an unnamed event "message", keeps the id and the retry advice', () => {
    const { events, parser } = parse(['id: 7\nretry: 4000\ndata: first\ndata:second\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'first\nsecond', id: '7' }]);
    expect(parser.retryMs).toBe(4000);
  });

  it('does not dispatch a frame without data, nor one the stream never finished', () => {
    const { events } = parse(['event: notifications\n\n', 'event: notifications\ndata: {"unread":1}\n']);
    expect(events).toEqual([]);
  });

  it('gives no count for another event, a body that is not JSON, or JSON of another shape', () => {
    expect(unreadFromEvent({ event: 'message', data: '{"unread":1}' })).toBeNull();
    expect(unreadFromEvent({ event: 'notifications', data: 'not json' })).toBeNull();
    expect(unreadFromEvent({ event: 'notifications', data: '{"unread":"1"}' })).toBeNull();
  });

  it('takes a frame as the contract’s notificationsEvent schema does', () => {
    const values = [
      { unread: 3 },
      { unread: 0 },
      { unread: -1 },
      { unread: 3, more: 1 },
      { unread: 1.5 },
      { unread: '1' },
    ];
    for (const value of [...values, {}, { unread: null }, null, [], 5, 'x'])
      expect(isNotificationsEvent(value), JSON.stringify(value)).toBe(notificationsEvent.safeParse(value).success);
  });
});
