import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from './browser.ts';
import { applyDocumentLanguage, buildResources, i18n, storedLanguage, switchLanguage } from './i18n.ts';
import { STORAGE_KEYS } from './session/storage-keys.ts';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/*.json', '../features/*/locales/*.json'],
  {
    eager: true,
  },
);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural keys differ per language by design (ru has _few/_many, ar six forms): compare their base names. */
const baseKeys = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

afterEach(() => applyDocumentLanguage('en'));

describe('languages', () => {
  it('switching to Arabic stores it, mirrors the document and reloads', () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    switchLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Russian is left to right; an unknown stored value falls back to English', () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    switchLanguage('ru');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('ru');
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    expect(storedLanguage()).toBe('en');
  });

  it('loads one namespace per feature folder next to common', () => {
    const resources = buildResources();
    expect(Object.keys(resources.en ?? {})).toEqual(expect.arrayContaining(['common', 'auth']));
    expect(i18n.t('auth:login.failed')).toBe('Username does not exist or password is incorrect');
    expect(i18n.t('auth:login.failed', { lng: 'ru' })).not.toBe(i18n.t('auth:login.failed'));
  });

  it('every locale folder has the same keys in en, ru and ar (plural forms aside), and no empty text', () => {
    const folders = new Map<string, Map<string, string[]>>();
    for (const [file, module] of Object.entries(localeFiles)) {
      const folder = file.slice(0, file.lastIndexOf('/'));
      const language = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
      if (!folders.has(folder)) folders.set(folder, new Map());
      folders.get(folder)?.set(language, baseKeys(keysOf(module.default)));
      for (const key of keysOf(module.default)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], module.default);
        expect(typeof text === 'string' && text.trim().length > 0, `${file}: ${key}`).toBe(true);
      }
    }
    for (const [folder, languages] of folders) {
      expect([...languages.keys()].sort(), folder).toEqual(['ar', 'en', 'ru']);
      expect(languages.get('ru'), `${folder}/ru.json`).toEqual(languages.get('en'));
      expect(languages.get('ar'), `${folder}/ar.json`).toEqual(languages.get('en'));
    }
  });
});

describe('plural forms', () => {
  it('each plural key has every form its language needs', () => {
    for (const [file, module] of Object.entries(localeFiles)) {
      const language = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
      const keys = keysOf(module.default);
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const base of new Set(
        keys.filter((key) => PLURAL_SUFFIX.test(key)).map((k) => k.replace(PLURAL_SUFFIX, '')),
      )) {
        for (const form of needed) expect(keys, `${file}: ${base}_${form}`).toContain(`${base}_${form}`);
      }
    }
  });
});
