// How the build groups modules into files (decision 071). Left to itself, rolldown makes one file per set of
// routes that share a module: the calendar's first visit fetched 37 scripts, many under 1 kB, and a phone on a slow
// network pays a round trip for each. These groups put what the same first visits need into a few files. Each group is
// a list of module paths; a module in none of them is split the usual way. A group's file is loaded whole by every
// route that needs any module of it, so a group holds only what its routes load together anyway:
// - `start`: everything the entry loads before anything else (rolldown's `$initial` tag), one file instead of eight;
// - `public-common`: what the sign-in page and the signed-in pages both use (icons, text fields, the language picker);
// - `app-common`: what the staff console and the owner's pages both use, the sign-in page not (dates, formats, queries);
// - `signed-in`: the owner's shell (top bar, menus, update check, the native bridge);
// - `property-screens`: what the screens of one property share (the month grid, booking details, the property gate).
// `includeDependenciesRecursively: false` keeps a group to its own list (by default a group takes every module its
// modules import, React's runtime with them, and every page would then load the group). scripts/check-chunks.mjs checks
// each build for what that option can break: a file that does not parse as a module, or files that import each other.
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** A path pattern with `/` standing for either separator. */
const path = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

const REACT_QUERY = '@tanstack/(react-query|query-core)/build/modern/';

export const GROUPS: Record<string, RegExp[]> = {
  'public-common': [
    path('apps/web/src/components/ui/(icons|text-field|password-field|load-failure)\\.tsx$'),
    path('apps/web/src/components/language-selector\\.tsx$'),
    path(`${REACT_QUERY}(useMutation|mutationObserver)\\.js$`),
  ],
  'app-common': [
    path('packages/domain/src/dates/'),
    path('node_modules/@date-fns/tz/'),
    path('packages/i18n/src/(format|intl-cache)\\.ts$'),
    path(
      `${REACT_QUERY}(queryObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|useBaseQuery|useQuery|queryOptions)\\.js$`,
    ),
  ],
  'signed-in': [
    path('apps/web/src/app/layout/'),
    path('apps/web/src/app/(update-check|app-error-boundary)\\.tsx$'),
    path('apps/web/src/lib/native/'),
    path('apps/web/src/lib/offline/use-is-online\\.ts$'),
    path('apps/web/src/lib/(intl|search-text)\\.ts$'),
    path('apps/web/src/components/ui/(error-boundary|modal|loading)\\.tsx$'),
    path('apps/web/src/locales/texts/namespaces\\.ts$'),
    path('packages/domain/src/version\\.ts$'),
    path('node_modules/@capacitor/core/'),
    // Not the notification bell (src/features/notifications): with its module in this group, rolldown 1.2's file for
    // the bell's own dynamic import exported a name it never defined (check-chunks.mjs now catches that).
  ],
  'property-screens': [
    path('apps/web/src/components/(calendar|booking-details)/'),
    path('apps/web/src/components/property-gate\\.tsx$'),
    path('apps/web/src/lib/property/get-property\\.ts$'),
    path('apps/web/src/lib/format\\.ts$'),
    path('packages/domain/src/blocks/earliest\\.ts$'),
    path('packages/domain/src/calendar/day-appearance\\.ts$'),
  ],
};

/** The groups in rolldown's `output.codeSplitting` shape. */
export const codeSplitting = {
  groups: [
    // Highest priority: a module the entry loads stays with the entry even when a list below names it.
    { name: 'start', tags: ['$initial' as const], priority: 10 },
    ...Object.entries(GROUPS).map(([name, patterns]) => ({
      name,
      test: (id: string) => patterns.some((pattern) => pattern.test(id)),
      includeDependenciesRecursively: false,
    })),
  ],
};

/**
 * Writes dist/.vite/module-chunks.json: each module (by its manifest-style path) and the file that holds it. Vite's
 * manifest names a chunk by its first module, so a route table that names a module a group took (the shell, Capacitor's
 * core) finds its file here (scripts/route-sizes.mjs).
 */
export function moduleChunks(root: string): Plugin {
  return {
    name: 'portal:module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          if (!id.startsWith('\0')) files[relative(root, id).split(sep).join('/')] = chunk.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-chunks.json',
        source: `${JSON.stringify(files, null, 1)}\n`,
      });
    },
  };
}
