import { intlLocale } from './intl.ts';

/**
 * Builds one formatter of each kind the pages use, in `locale`, and compares two strings. Run on a worker thread
 * (below): the browser loads its internationalisation data (ICU) for the whole process on the first formatter or
 * comparison, 25–60 ms in one piece on this machine, and after that they cost well under a millisecond on any thread
 * (decision 066). It names nothing outside itself: its source text is what the worker runs.
 */
export function warmIntl(locale: string): string {
  return [
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1234.5),
    new Intl.NumberFormat(locale, { style: 'percent' }).format(0.5),
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0),
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(0),
    new Intl.PluralRules(locale).select(2),
    // Sorting by name loads the collation data, 17–36 ms more: in this language and in the browser's own
    // (localeCompare without a locale, as the help pages sort the nicknames).
    new Intl.Collator(locale).compare('a', 'b'),
    'a'.localeCompare('b'),
  ].join(' ');
}

/** The worker's whole program: warm the formatters for `locale`, then say so. */
export function warmIntlSource(locale: string): string {
  return `postMessage((${warmIntl.toString()})(${JSON.stringify(locale)}));`;
}

let isStarted = false;

/**
 * Starts a short-lived worker that loads the formatting data before the page first formats a date or an amount, so
 * that the main thread does not (decision 066). Once per page load; the worker ends as soon as it has answered. Where
 * the browser has no workers, or refuses this one, nothing changes: the first formatter on the main thread loads the
 * data itself, as before.
 */
export function warmIntlOffMainThread(language: string): void {
  if (isStarted) return;
  isStarted = true;
  if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') return;
  let url: string | undefined;
  try {
    url = URL.createObjectURL(new Blob([warmIntlSource(intlLocale(language))], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const end = () => {
      worker.terminate();
      if (url) URL.revokeObjectURL(url);
    };
    worker.addEventListener('message', end);
    worker.addEventListener('error', end);
  } catch {
    // A policy that forbids blob: workers: the main thread warms itself on its first formatter.
    if (url) URL.revokeObjectURL(url);
  }
}

/**
 * The same, once the page has nothing else to do: for a first screen that formats nothing (the property list), so
 * that the worker does not take a core from the page's own start, and the next page finds the data loaded.
 */
export function warmIntlWhenIdle(language: string): void {
  const start = () => warmIntlOffMainThread(language);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 0);
}
