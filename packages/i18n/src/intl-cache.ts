// Building an Intl formatter costs 0.2–3 ms in a browser (more for the first of a page, which loads ICU's data);
// formatting with a built one costs microseconds. A statements list formats hundreds of amounts and dates per render,
// and a statement's PDF as many: every formatter is built once per locale and options, and kept.
const KEPT_MAX = 256;

function keeper<T>(build: (locale: string, options: object) => T) {
  const kept = new Map<string, T>();
  return (locale: string, options: object): T => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = kept.get(key);
    if (!formatter) {
      formatter = build(locale, options);
      // Time zones come from the data, so the set of keys is open: the oldest goes once the bound is reached.
      if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value as string);
      kept.set(key, formatter);
    }
    return formatter;
  };
}

/** A kept `Intl.DateTimeFormat` for these locale and options (the same options in the same order share one). */
export const dateTimeFormat: (locale: string, options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat = keeper(
  (locale, options) => new Intl.DateTimeFormat(locale, options),
);

/** A kept `Intl.NumberFormat` for these locale and options. */
export const numberFormat: (locale: string, options: Intl.NumberFormatOptions) => Intl.NumberFormat = keeper(
  (locale, options) => new Intl.NumberFormat(locale, options),
);

/** The number of formatters kept at most per kind. */
export const INTL_KEPT_MAX = KEPT_MAX;
