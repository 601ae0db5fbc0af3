// The route table's build-time view (docs/architecture.md#the-route-table): for each top-level route of
// src/config/paths.ts, what its first visit loads besides the entry (its layout's modules, its page, its own extra
// modules), its first-load budget and whether it may carry zod. The build writes it to dist/.vite/routes.json, which
// the bundle-budget check (scripts/bundle-budgets.mjs, decision 058) and the HTML preloads (scripts/route-preloads.mjs,
// decision 063) read.
import type { Plugin } from 'vite';
import { LAYOUT_BUDGET_KB, LAYOUT_LOADS, type Layout, paths, type RouteKey, routeEntries } from './src/config/paths.ts';

export interface BuiltRoute {
  /** Module paths under apps/web (`{lang}` for each language), as Vite's manifest keys them. */
  loads: string[];
  budgetKB: number;
  zodAllowed: boolean;
}

/** The table's top-level routes keyed by their router path pattern (the staff console's own routes are inside it). */
export function builtRoutes(): Record<string, BuiltRoute> {
  const routes: Record<string, BuiltRoute> = {};
  for (const [key, entry] of routeEntries()) {
    if (entry.staffRoute) continue;
    const source = entry.loadsAs ? (paths[entry.loadsAs as RouteKey] as typeof entry | undefined) : entry;
    const layout: Layout | undefined = source?.layout;
    if (!source?.page || !layout) throw new Error(`route ${key}: no page and layout, nor a route it loads as`);
    routes[entry.path] = {
      loads: [...LAYOUT_LOADS[layout], `src/${source.page}`, ...(source.firstLoads ?? [])],
      budgetKB: source.budgetKB ?? LAYOUT_BUDGET_KB[layout],
      zodAllowed: source.zodAllowed === true,
    };
  }
  return routes;
}

/** Emits dist/.vite/routes.json during `vite build`. */
export function routeTable(): Plugin {
  return {
    name: 'portal:route-table',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/routes.json',
        source: `${JSON.stringify({ routes: builtRoutes() }, null, 1)}\n`,
      });
    },
  };
}
