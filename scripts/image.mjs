#!/usr/bin/env node
// The container image's build and start steps, in one place: the Dockerfile runs these commands, and
// apps/server/test/packaging.postgres.test.ts runs the same ones outside a container, so the two cannot drift.
//
//   node scripts/image.mjs build [--reuse-install]  development install (npm ci), the web app and the compiled server
//   node scripts/image.mjs prune <dir>              the runtime files only, into <dir>, with `npm ci --omit=dev` there
//   node scripts/image.mjs start                    the server, as the image runs it (from a pruned folder)
//   node scripts/image.mjs health                   exits 0 when /readyz answers 200 (the image's HEALTHCHECK)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What the runtime needs besides node_modules: manifests, the compiled server and CLI, the built web app. */
export function runtimeFiles(root = ROOT) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return [
    'package.json',
    'package-lock.json',
    // npm ci checks every workspace of the lock file against its manifest; only the server's are installed.
    ...manifest.workspaces.map((workspace) => `${workspace}/package.json`),
    'apps/server/dist',
    'apps/server/scripts/admin.mjs',
    'apps/web/dist',
    // Found at run time through the @portal/db package (packages/db/src/client.ts MIGRATIONS_FOLDER).
    'packages/db/migrations',
    'scripts/image.mjs',
    // The nightly backup an operator schedules (docs/deploy.md#backups).
    'deploy/portal-backup.sh',
  ];
}

function run(command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`image: ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(1);
  }
  console.info(`image: ${command} ${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function build(options) {
  if (!options.includes('--reuse-install')) run('npm', ['ci', '--no-audit', '--no-fund'], ROOT);
  run('npm', ['run', '-s', 'build'], ROOT);
}

function prune(target) {
  if (!target) throw new Error('prune needs a target folder');
  const to = resolve(target);
  for (const file of runtimeFiles()) {
    const from = join(ROOT, file);
    if (!existsSync(from)) throw new Error(`${file} is missing: run "node scripts/image.mjs build" first`);
    // A build's files replace the previous ones; node_modules is left for npm ci, which empties it itself.
    rmSync(join(to, file), { recursive: true, force: true });
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(from, join(to, file), { recursive: true });
  }
  // The server's dependencies and the root's (the database drivers), without any development tool. The web app's
  // libraries are not needed: its build is plain files.
  const scope = ['--workspace', '@portal/server', '--include-workspace-root'];
  run('npm', ['ci', '--omit=dev', ...scope, '--no-audit', '--no-fund'], to);
  removeUnneeded(to, scope);
}

/**
 * npm ci with a workspace filter still installs a few packages no production dependency leads to (TypeScript, as an
 * optional peer of a development tool, with its native binary and @types): removed here, by npm's own account of the
 * production tree (`npm ls --omit=dev`).
 */
function removeUnneeded(to, scope) {
  const listed = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable', ...scope], {
    cwd: to,
    encoding: 'utf8',
  });
  const needed = new Set(
    listed.stdout
      .split('\n')
      .map((path) => relative(join(to, 'node_modules'), path.trim()).split(sep))
      .filter((parts) => parts[0] && parts[0] !== '..')
      .map((parts) => (parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0])),
  );
  if (!needed.has('fastify')) throw new Error(`npm ls did not list the production tree:\n${listed.stderr}`);
  const installed = readdirSync(join(to, 'node_modules'))
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(to, 'node_modules', name)).map((inner) => `${name}/${inner}`) : [name],
    );
  const unneeded = installed.filter((name) => !needed.has(name));
  for (const name of unneeded) rmSync(join(to, 'node_modules', name), { recursive: true, force: true });
  console.info(`image: removed ${unneeded.length} packages outside the production tree (${unneeded.join(', ')})`);
}

async function start() {
  process.setSourceMapsEnabled(true);
  await import(new URL('../apps/server/dist/main.mjs', import.meta.url).href);
}

async function health() {
  const port = process.env.PORT || '3000';
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(4000) });
    process.exit(response.status === 200 ? 0 : 1);
  } catch {
    process.exit(1);
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'build') build(rest);
  else if (command === 'prune') prune(rest[0]);
  else if (command === 'start') await start();
  else if (command === 'health') await health();
  else {
    console.error('usage: node scripts/image.mjs build [--reuse-install] | prune <dir> | start | health');
    process.exit(2);
  }
}
