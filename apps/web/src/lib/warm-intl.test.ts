import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intlLocale } from './intl.ts';

type WarmIntl = typeof import('./warm-intl.ts');

/** A fresh copy of the module: it starts its worker once per page load. */
let warm: WarmIntl;
beforeEach(async () => {
  vi.resetModules();
  warm = await import('./warm-intl.ts');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's Worker, recorded: each started worker and whether it was ended. */
function installWorkers() {
  const started: { url: string; isTerminated: boolean; answer: () => void }[] = [];
  class FakeWorker extends EventTarget {
    isTerminated = false;
    constructor(readonly url: string) {
      super();
      started.push(this);
    }
    answer() {
      this.dispatchEvent(new MessageEvent('message', { data: 'done' }));
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
    return `blob:warm-intl-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => revoked.push(url));
  return { started, blobs, revoked };
}

describe('formatting data loaded off the main thread (decision 066)', () => {
  it("builds the pages' kinds of formatter in the reader's language", () => {
    expect(warm.warmIntl(intlLocale('en'))).toContain('$1,234.50');
    // Russian groups with a (narrow) no-break space and writes the decimal comma.
    expect(warm.warmIntl(intlLocale('ru'))).toMatch(/1\s234,50/u);
    // Arabic with Latin digits, as the app shows amounts (intlLocale's -u-nu-latn).
    const arabic = warm.warmIntl(intlLocale('ar'));
    expect(arabic).toContain('1,234.50');
    expect(arabic).not.toMatch(/[\u0660-\u0669]/u);
  });

  it("the worker's program names nothing outside itself and answers what the formatters gave", () => {
    const posted: unknown[] = [];
    // Run as the worker would: its only global from us is postMessage.
    new Function('postMessage', warm.warmIntlSource('ru-RU'))((message: unknown) => posted.push(message));
    expect(posted).toEqual([warm.warmIntl('ru-RU')]);
  });

  it('does nothing where the browser has no workers', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warm.warmIntlOffMainThread('en')).not.toThrow();
  });

  it("starts one worker in the reader's language, once per page, and ends it with its address once it answers", async () => {
    const { started, blobs, revoked } = installWorkers();
    warm.warmIntlOffMainThread('ar');
    warm.warmIntlOffMainThread('ar');
    expect(started.map((worker) => worker.url)).toEqual(['blob:warm-intl-1']);
    expect(blobs[0]?.type).toBe('text/javascript');
    expect(await blobs[0]?.text()).toBe(warm.warmIntlSource('ar-AE-u-nu-latn'));
    expect(started[0]?.isTerminated).toBe(false);

    started[0]?.answer();
    expect(started[0]?.isTerminated).toBe(true);
    expect(revoked).toEqual(['blob:warm-intl-1']);
  });

  it('when idle: starts nothing until the page is idle, then the one worker', () => {
    const { started } = installWorkers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    warm.warmIntlWhenIdle('ru');
    expect(started).toHaveLength(0);
    for (const callback of idle) callback();
    expect(started).toHaveLength(1);
    // Start-up had it already: a later call starts no second worker.
    warm.warmIntlWhenIdle('ru');
    for (const callback of idle.slice(1)) callback();
    expect(started).toHaveLength(1);
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
    expect(() => warm.warmIntlOffMainThread('en')).not.toThrow();
    expect(revoke).toHaveBeenCalledWith('blob:refused');
  });
});
