import type { LoginAsAdminResponse, LoginResponse } from '@portal/contract';
import { LOCALES, NAMESPACES } from '@portal/i18n';
import { localeProblems } from '@portal/i18n/parity';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { browser } from './browser.ts';
import {
  applyDocumentLanguage,
  i18n,
  keepLanguageCookie,
  keepLanguageCookieAtStart,
  loadTexts,
  storedLanguage,
  switchLanguage,
} from './i18n.ts';
import { signIn, signInAsAdmin } from './session/session-store.ts';
import { STORAGE_KEYS } from './session/storage-keys.ts';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/*.json', '../features/*/locales/*.json'],
  { eager: true },
);

const login: LoginResponse = {
  status: 'pordal',
  token: 'session-1',
  access_token: 'access-1',
  guesty: null,
  pordal: { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 },
  user: { userId: 7, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: true },
};

afterEach(() => applyDocumentLanguage('en'));

describe('languages', () => {
  it('switching to Arabic stores it, mirrors the document and reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { calls } = mockFetch(() => jsonResponse(200, { success: true, language: 'ar' }));
    await switchLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ar');
    // And in a cookie, so the server preloads the Arabic texts with the next page (decision 063).
    expect(document.cookie).toContain('portal_lang=ar');
    expect(reload).toHaveBeenCalledTimes(1);
    // Signed out: the choice is the device's only.
    expect(calls).toEqual([]);
  });

  it('keeps the language cookie in step with the stored language, other cookies untouched', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the app writes document.cookie (i18n.ts), so the test does too.
    document.cookie = 'other=1; Path=/';
    keepLanguageCookie('ru');
    expect(document.cookie).toContain('portal_lang=ru');
    keepLanguageCookie('en');
    expect(document.cookie).toContain('portal_lang=en');
    expect(document.cookie).not.toContain('portal_lang=ru');
    expect(document.cookie).toContain('other=1');
  });

  it('at start, writes the cookie only when the HTML the server chose by it names another language', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the app writes document.cookie (i18n.ts), so the test does too.
    document.cookie = 'portal_lang=; Path=/; Max-Age=0';
    document.documentElement.lang = 'ru';
    keepLanguageCookieAtStart('ru');
    // The server already answers in Russian: nothing written (and nothing read).
    expect(document.cookie).not.toContain('portal_lang=');
    keepLanguageCookieAtStart('ar');
    expect(document.cookie).toContain('portal_lang=ar');
    document.documentElement.lang = 'ar';
    keepLanguageCookieAtStart('en');
    expect(document.cookie).toContain('portal_lang=en');
  });

  it('Russian is left to right; an unknown stored value falls back to English', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await switchLanguage('ru');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('ru');
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    expect(storedLanguage()).toBe('en');
  });

  it('a signed-in owner tells the server before the reload, so their mail follows the language', async () => {
    const order: string[] = [];
    vi.spyOn(browser, 'reload').mockImplementation(() => order.push('reload'));
    const { calls } = mockFetch((call) => {
      order.push(`${call.method} ${call.url}`);
      return jsonResponse(200, { success: true, language: 'ru' });
    });
    signIn(login);
    await switchLanguage('ru');
    expect(order).toEqual(['PUT /api/preferred-language', 'reload']);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ language: 'ru' });
    expect(calls[0]?.headers.authorization).toBe(`Basic ${btoa('7:session-1')}`);
  });

  it('still reloads when the server refuses or cannot be reached', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    signIn(login);
    mockFetch(() => jsonResponse(500, { status: 500, code: 'INTERNAL', title: 'INTERNAL', detail: 'down' }));
    await switchLanguage('ar');
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await switchLanguage('ru');
    expect(reload).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ru');
  });

  it("an admin acting as the owner changes the page's language, not the owner's", async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const admin: LoginAsAdminResponse = {
      ...login,
      accepted: true,
      owner_data: { id: 7, pordal_id: 'P-7', email: 'owner@example.com', full_name: 'Olivia Owens' },
      acting_admin: 'ops@company.test',
    };
    signInAsAdmin(admin);
    await switchLanguage('ar');
    expect(calls).toEqual([]);
  });

  it('loads one namespace per feature folder next to common, and the namespaces shared with the server', async () => {
    expect(Object.keys(await loadTexts('ar'))).toEqual(['common', 'auth']);
    const texts = await loadTexts('ar', 'signed-in');
    expect(Object.keys(texts)).toEqual(expect.arrayContaining(['calendar', 'summary', ...NAMESPACES]));
    expect(texts.ownerStay).toEqual(LOCALES.ar.ownerStay);
    expect(i18n.t('auth:login.failed')).toBe('Username does not exist or password is incorrect');
    expect(i18n.t('auth:login.failed', { lng: 'ru' })).not.toBe(i18n.t('auth:login.failed'));
    expect(i18n.t('ownerStay:answers.have_both', { lng: 'ar' })).toBe(LOCALES.ar.ownerStay.answers.have_both);
  });

  it('no feature folder takes the name of a shared namespace', () => {
    const folders = Object.keys(localeFiles).map((file) => /features\/([^/]+)\//.exec(file)?.[1] ?? 'common');
    for (const namespace of NAMESPACES) expect(folders).not.toContain(namespace);
  });
});

describe('locale files', () => {
  it('every web locale folder has the same keys in en, ru and ar, every plural form, and no empty text', () => {
    const folders = new Map<string, Record<string, unknown>>();
    for (const [file, module] of Object.entries(localeFiles)) {
      const folder = file.slice(0, file.lastIndexOf('/'));
      const language = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
      folders.set(folder, { ...folders.get(folder), [language]: module.default });
    }
    expect(folders.size).toBeGreaterThan(1);
    for (const [folder, files] of folders) {
      expect(Object.keys(files).sort(), folder).toEqual(['ar', 'en', 'ru']);
      expect(localeProblems(files), folder).toEqual([]);
    }
  });

  it('the shared texts (packages/i18n) pass the same check', () => {
    expect(localeProblems(LOCALES)).toEqual([]);
  });
});
