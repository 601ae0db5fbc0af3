import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlLocale } from './intl.ts';
import { warmIntl, warmIntlOffMainThread, warmIntlSource } from './warm-intl.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('formatting data loaded off the main thread (decision 066)', () => {
  it("builds the pages' kinds of formatter in the reader's language", () => {
    expect(warmIntl(intlLocale('en'))).toContain('$1,234.50');
    // Russian groups with a (narrow) no-break space and writes the decimal comma.
    expect(warmIntl(intlLocale('ru'))).toMatch(/1\s234,50/u);
    // Arabic with Latin digits, as the app shows amounts (intlLocale's -u-nu-latn).
    const arabic = warmIntl(intlLocale('ar'));
    expect(arabic).toContain('1,234.50');
    expect(arabic).not.toMatch(/[\u0660-\u0669]/u);
  });

  it("the worker's program names nothing outside itself and answers what the formatters gave", () => {
    const posted: unknown[] = [];
    // Run as the worker would: its only global from us is postMessage.
    new Function('postMessage', warmIntlSource('ru-RU'))((message: unknown) => posted.push(message));
    expect(posted).toEqual([warmIntl('ru-RU')]);
  });

  it('does nothing where the browser has no workers', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntlOffMainThread('en-US')).not.toThrow();
  });

  it('starts one worker from its own source and ends it, with its address, once it has answered', () => {
    const started: FakeWorker[] = [];
    class FakeWorker extends EventTarget {
      isTerminated = false;
      constructor(readonly url: string) {
        super();
        started.push(this);
      }
      terminate() {
        this.isTerminated = true;
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    const blobs: Blob[] = [];
    const revoked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:warm-intl';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => revoked.push(url));

    warmIntlOffMainThread('ar-AE-u-nu-latn');
    expect(started.map((worker) => worker.url)).toEqual(['blob:warm-intl']);
    expect(blobs[0]?.type).toBe('text/javascript');
    expect(started[0]?.isTerminated).toBe(false);

    started[0]?.dispatchEvent(new MessageEvent('message', { data: 'done' }));
    expect(started[0]?.isTerminated).toBe(true);
    expect(revoked).toEqual(['blob:warm-intl']);
  });

  it('leaves the main thread to warm itself when a policy refuses the worker', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:refused');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    expect(() => warmIntlOffMainThread('en-US')).not.toThrow();
    expect(revoke).toHaveBeenCalledWith('blob:refused');
  });
});
