import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { builtRoutes } from '../../route-table-build.ts';
import { routes } from '../app/router.tsx';
import { componentName, paths, type RouteKey, routeEntries } from './paths.ts';

const src = resolve(import.meta.dirname, '..');

/** The router's route objects, depth first. */
const flatten = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...flatten(route.children ?? [])]);

describe('the route table (docs/architecture.md#the-route-table)', () => {
  it("names page modules that export their file name's component", () => {
    const pages = routeEntries().flatMap(([, entry]) => (entry.page ? [entry.page] : []));
    expect(pages.length).toBeGreaterThan(20);
    for (const module of pages) {
      const code = readFileSync(resolve(src, module), 'utf8');
      expect(code, module).toMatch(new RegExp(`export (function|const) ${componentName(module)}\\b`));
    }
    expect(componentName('features/blocks/settings-block-page.tsx')).toBe('SettingsBlockPage');
  });

  it("is the router's: each top-level path once, each URL reaching its entry's page", () => {
    const routerPaths = flatten(routes).flatMap((route) => (route.path && route.path !== '*' ? [route.path] : []));
    const tablePaths = routeEntries().flatMap(([, entry]) => (entry.staffRoute ? [] : [entry.path]));
    expect([...routerPaths].sort()).toEqual([...tablePaths].sort());
    const samples: [string, RouteKey][] = [
      ['/help/faq/7', 'helpFaq'],
      ['/help/7', 'help'],
      ['/calendar/7/block/new', 'blockNew'],
      ['/calendar/7/block/12', 'blockEdit'],
      ['/documents/maintenance/7/2026/3', 'documents'],
      ['/settings/property-survey/7/2', 'settingsPropertySurvey'],
    ];
    for (const [url, key] of samples) expect(matchRoutes(routes, url)?.at(-1)?.route.path, url).toBe(paths[key].path);
  });

  it('gives the shell pages their top-bar titles and back targets', () => {
    const faq = flatten(routes).find((route) => route.path === paths.helpFaq.path);
    expect(faq?.handle).toMatchObject({ title: 'common:helpTitles.faq' });
    expect(faq?.handle.backTo({ propertyId: '7' })).toBe('/help/7');
    const utilities = flatten(routes).find((route) => route.path === paths.settingsUtilities.path);
    expect(utilities?.handle.backTo({ propertyId: '7' })).toBe('/settings/summary/7');
  });

  it("gives the build each route's first loads, budget and zod allowance", () => {
    const built = builtRoutes();
    expect(Object.keys(built)).toHaveLength(routeEntries().filter(([, entry]) => !entry.staffRoute).length);
    // The shell's modules, then the page.
    const calendar = built['/calendar/:propertyId'];
    expect(calendar?.loads).toEqual(
      expect.arrayContaining(['src/app/layout/app-shell.tsx', 'src/locales/texts/{lang}.ts']),
    );
    expect(calendar?.loads.at(-1)).toBe('src/features/calendar/calendar-page.tsx');
    expect(calendar).toMatchObject({ budgetKB: 182, zodAllowed: false });
    expect(built['/login']?.loads).toEqual(['src/locales/texts/{lang}-public.ts', 'src/features/auth/login-page.tsx']);
    // A redirect loads its target's files; a route without its own budget has its layout's limit.
    expect(built['/settings']?.loads).toEqual(built['/settings/list/:propertyId?']?.loads);
    expect(built['/']?.loads.at(-1)).toBe('src/features/properties/properties-page.tsx');
    expect(built['/help/:propertyId?']?.budgetKB).toBe(180);
    expect(built['/staff/*']).toMatchObject({ budgetKB: 230, zodAllowed: true });
    expect(built['/help/faq/:propertyId?']?.loads).toContain('src/features/help/api/faq-schemas.ts');
  });
});
