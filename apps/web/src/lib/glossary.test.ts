import { glossaryProblems } from '@portal/i18n/glossary';
import { describe, expect, it } from 'vitest';

/** Every locale folder of the web app: the shell's, each feature's (locales/ or i18n/) and the staff console's. */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/*.json', '../features/*/locales/*.json', '../features/*/i18n/*.json', '../features/*/i18n/*/*.json'],
  { eager: true },
);

function folders(): Map<string, Record<string, unknown>> {
  const byFolder = new Map<string, Record<string, unknown>>();
  for (const [path, module] of Object.entries(files)) {
    const [, folder = '', language = ''] = /^(.*)\/(en|ru|ar)\.json$/.exec(path) ?? [];
    byFolder.set(folder, { ...byFolder.get(folder), [language]: module.default });
  }
  return byFolder;
}

describe('one word per concept per language (the glossary in @portal/i18n)', () => {
  it('holds in every locale folder of the web app', () => {
    const found = folders();
    expect(found.size).toBeGreaterThanOrEqual(14);
    const problems = [...found].flatMap(([folder, texts]) => glossaryProblems(texts).map((p) => `${folder}: ${p}`));
    expect(problems).toEqual([]);
  });
});
