import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importRings } from './check-chunks.mjs';

const script = resolve(import.meta.dirname, 'check-chunks.mjs');
let dist;

/** A dist folder with these scripts and this manifest; the check's exit status and output. */
function check(scripts, manifest) {
  dist = mkdtempSync(join(tmpdir(), 'check-chunks-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  for (const [name, code] of Object.entries(scripts)) writeFileSync(join(dist, 'assets', name), code);
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  const run = spawnSync(process.execPath, ['--experimental-vm-modules', '--no-warnings', script, dist], {
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the built files check', () => {
  it('passes files that parse as modules and import in one direction', () => {
    const result = check(
      { 'index-a.js': 'import{t}from"./shell-b.js";export const x=t;', 'shell-b.js': 'export const t=1;' },
      {
        'index.html': { file: 'assets/index-a.js', imports: ['_shell-b.js'] },
        '_shell-b.js': { file: 'assets/shell-b.js' },
      },
    );
    expect(result).toEqual({ status: 0, output: expect.stringContaining('2 chunks checked') });
  });

  it('fails a file that exports a name it never defines, naming the file', () => {
    // What rolldown 1.2 wrote for the notification bell's dynamic import when the bell's module was in a group.
    const result = check(
      { 'bell-c.js': 'import{i as e}from"./signed-in-d.js";export{e as NotificationBell,bell_exports as t};' },
      { 'src/bell.tsx': { file: 'assets/bell-c.js' } },
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("bell-c.js: Export 'bell_exports' is not defined in module");
  });

  it('fails files that import each other', () => {
    const result = check(
      { 'a.js': 'export const a=1;', 'b.js': 'export const b=1;' },
      { _a: { file: 'assets/a.js', imports: ['_b'] }, _b: { file: 'assets/b.js', imports: ['_a'] } },
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('files that import each other: _a → _b → _a');
  });
});

describe('import rings', () => {
  it('finds a ring of three, and none where imports only meet', () => {
    expect(importRings({ a: { imports: ['b'] }, b: { imports: ['c'] }, c: { imports: ['a'] } })).toEqual([
      ['a', 'b', 'c', 'a'],
    ]);
    expect(importRings({ a: { imports: ['b', 'c'] }, b: { imports: ['c'] }, c: {} })).toEqual([]);
  });
});
