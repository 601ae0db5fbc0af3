import { afterEach, describe, expect, it, vi } from 'vitest';
import { markRead } from '../../features/documents/api/mark-read.ts';
import { getUnreadCount } from '../../features/notifications/api/get-unread-count.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { answerChecks, checkAnswer } from './lazy-schemas.ts';

// Decision 070: a read a screen draws at once gets its answer as it came, checked against the contract in idle time
// (`later`); the unit tests check before (`before`); a write's answer is always parsed before it is used.

afterEach(() => {
  answerChecks.mode = 'before';
  answerChecks.onMismatch = () => {};
});

const bad = { unread: 'three' };

describe('answers checked against the contract', () => {
  it('in the tests, before the caller has the answer: a matching one comes as sent, a broken one rejects the call', async () => {
    mockFetch((call) => jsonResponse(200, call.url.includes('unread') ? { unread: 3, extra: true } : {}));
    await expect(getUnreadCount()).resolves.toEqual({ unread: 3, extra: true });
    mockFetch(() => jsonResponse(200, bad));
    await expect(getUnreadCount()).rejects.toThrow(
      'GET /notifications/unread_count: the answer does not match unreadCountResponse (unread: Invalid input: expected number, received string)',
    );
  });

  it('later: the caller has the answer at once, and a mismatch goes to onMismatch once the check has run', async () => {
    const onMismatch = vi.fn();
    Object.assign(answerChecks, { mode: 'later', onMismatch });
    mockFetch(() => jsonResponse(200, bad));
    await expect(getUnreadCount()).resolves.toEqual(bad);
    expect(onMismatch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onMismatch).toHaveBeenCalledTimes(1));
    expect(String(onMismatch.mock.calls[0]?.[0])).toContain(
      'GET /notifications/unread_count: the answer does not match unreadCountResponse',
    );
  });

  it('off: nothing is checked; a matching answer is never reported', async () => {
    const onMismatch = vi.fn();
    Object.assign(answerChecks, { mode: 'off', onMismatch });
    mockFetch(() => jsonResponse(200, bad));
    await expect(getUnreadCount()).resolves.toEqual(bad);
    // A check scheduled after this one runs after it: once that one has reported, the first would have too.
    answerChecks.mode = 'later';
    mockFetch(() => jsonResponse(200, { unread: 1 }));
    await getUnreadCount();
    mockFetch(() => jsonResponse(200, { unread: null }));
    await getUnreadCount();
    await vi.waitFor(() => expect(onMismatch).toHaveBeenCalled());
    expect(onMismatch).toHaveBeenCalledTimes(1);
    expect(String(onMismatch.mock.calls[0]?.[0])).toContain('expected number, received null');
  });

  it('a write is parsed before its caller has the answer, whatever the mode', async () => {
    answerChecks.mode = 'off';
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
