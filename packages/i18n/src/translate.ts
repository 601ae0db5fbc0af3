import { FALLBACK_LANGUAGE, type Language } from './languages.ts';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };

/** Every shared text by language; each top-level key is one i18next namespace in the web app. */
export const LOCALES: Record<Language, typeof en> = { en, ru, ar };

export type Namespace = keyof typeof en;
// Pure, so a bundle that uses other exports of this package leaves the English texts out.
export const NAMESPACES = /* @__PURE__ */ Object.keys(en) as Namespace[];

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralForm = (typeof PLURAL_FORMS)[number];

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPluralForm<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** 'namespace.path.to.text' of every English text; plural texts are named without their _one/_other suffix. */
export type TranslationKey = WithoutPluralForm<LeafPaths<typeof en>>;
export type TranslationVars = Record<string, string | number>;

function lookup(language: Language, path: string): string | undefined {
  let node: unknown = LOCALES[language];
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.length > 0 ? node : undefined;
}

/** i18next's plural lookup: key_<form> for the count's form in the language, then key_other, then key itself. */
function resolve(language: Language, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const form = new Intl.PluralRules(language).select(count);
    return lookup(language, `${key}_${form}`) ?? lookup(language, `${key}_other`) ?? lookup(language, key);
  }
  return lookup(language, key);
}

/** {{name}} placeholders as i18next writes them; a variable not given stays visible, as in i18next. */
function interpolate(text: string, vars: TranslationVars): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = vars[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** The text of `key` in `language` (English when that language lacks it), with {{vars}} filled in; no escaping. */
export function t(language: Language, key: TranslationKey, vars: TranslationVars = {}): string {
  const text = resolve(language, key, vars.count) ?? resolve(FALLBACK_LANGUAGE, key, vars.count) ?? key;
  return interpolate(text, vars);
}
