const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

/** Plural keys differ per language by design (ru has _few/_many, ar six forms): compare their base names. */
function baseKeys(keys: string[]): string[] {
  return [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

/**
 * What makes one folder of locale files (language code → parsed JSON) unfit: a key English has and another
 * language lacks or the reverse, an empty or non-text value, a plural text missing a form its language needs.
 */
export function localeProblems(files: Record<string, unknown>, reference = 'en'): string[] {
  const problems: string[] = [];
  const expected = baseKeys(leaves(files[reference]).map(([key]) => key));
  if (files[reference] === undefined) problems.push(`no ${reference} file`);
  for (const [language, file] of Object.entries(files)) {
    const entries = leaves(file);
    for (const [key, text] of entries) {
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${language}: ${key} is empty or not text`);
    }
    const keys = baseKeys(entries.map(([key]) => key));
    for (const key of expected) if (!keys.includes(key)) problems.push(`${language}: ${key} is missing`);
    for (const key of keys) if (!expected.includes(key)) problems.push(`${language}: ${key} is not in ${reference}`);
    const plural = new Set(entries.map(([key]) => key).filter((key) => PLURAL_SUFFIX.test(key)));
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of baseKeys([...plural])) {
      for (const form of needed) {
        if (!plural.has(`${base}_${form}`)) problems.push(`${language}: ${base}_${form} is missing`);
      }
    }
  }
  return problems;
}
