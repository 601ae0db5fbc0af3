import { describe, expect, it } from 'vitest';
import { markRead } from '../../features/documents/api/mark-read.ts';
import { getUnreadCount } from '../../features/notifications/api/get-unread-count.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { checkAnswer } from './lazy-schemas.ts';

// Decision 077: a read's answer is parsed with its contract schema in development and the tests (a production build
// returns it as it came); a write's answer is always parsed before it is used.

describe('answers checked against the contract', () => {
  it('a read: a matching answer comes as sent, a broken one rejects the call where it is used', async () => {
    mockFetch(() => jsonResponse(200, { unread: 3, extra: true }));
    await expect(getUnreadCount()).resolves.toEqual({ unread: 3, extra: true });
    mockFetch(() => jsonResponse(200, { unread: 'three' }));
    await expect(getUnreadCount()).rejects.toThrow(
      'GET /notifications/unread_count: the answer does not match unreadCountResponse (unread: Invalid input: expected number, received string)',
    );
  });

  it('a write is parsed before its caller has the answer', async () => {
    mockFetch(() => jsonResponse(200, { success: 'yes' }));
    await expect(markRead('statement', 4)).rejects.toThrow('expected true');
    mockFetch(() => jsonResponse(200, { success: true, extra: 1 }));
    await expect(markRead('statement', 4)).resolves.toEqual({ success: true });
  });

  it('names the first issues of an answer of the wrong shape altogether', async () => {
    await expect(checkAnswer('calendarResponse', [], 'GET /calendar')).rejects.toThrow(
      'GET /calendar: the answer does not match calendarResponse ((answer): Invalid input: expected object, received array)',
    );
  });
});
