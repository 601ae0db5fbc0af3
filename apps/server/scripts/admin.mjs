// `npm run admin`: the CLI's TypeScript sources through tsx where the development tools are installed, and the
// compiled apps/server/dist/admin.mjs where they are not (an install with `npm ci --omit=dev`, the container image).
let entry = '../dist/admin.mjs';
try {
  const { register } = await import('tsx/esm/api');
  register();
  entry = '../src/cli/admin.ts';
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
}
await import(new URL(entry, import.meta.url).href);
