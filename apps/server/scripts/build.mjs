// Compiles the server into one ES module, apps/server/dist/main.mjs, for `npm run serve`, and the admin CLI into
// apps/server/dist/admin.mjs (what `npm run admin` runs where tsx, a development tool, is not installed): our own
// workspaces (@portal/*, TypeScript) are bundled; every npm package stays external and is loaded from node_modules.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: { main: 'apps/server/src/main.ts', admin: 'apps/server/src/cli/admin.ts' },
  outdir: 'apps/server/dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(context) {
        context.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.info(`apps/server/dist/main.mjs and admin.mjs built in ${Date.now() - started} ms`);
