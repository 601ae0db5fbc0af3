import { describe, expect, it } from 'vitest';
import { chunkFiles, chunkStyles, forLanguage, routeSizes, withModuleKeys } from './route-sizes.mjs';

// index.html → index.js, which imports react.js; /login loads login.js (which shares react.js and adds form.js).
const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-a.css'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_form.js': { file: 'assets/form-c.js', imports: ['_react.js'] },
  '_style.css': { file: 'assets/style-d.css' },
  'src/login-page.tsx': { file: 'assets/login-e.js', isDynamicEntry: true, imports: ['_form.js', '_style.css'] },
  'src/big-page.tsx': { file: 'assets/big-f.js', isDynamicEntry: true, imports: ['index.html'] },
};
const sizes = {
  'assets/index-a.js': 10,
  'assets/react-b.js': 100,
  'assets/form-c.js': 5,
  'assets/login-e.js': 2,
  'assets/big-f.js': 50,
};

describe('route sizes', () => {
  it('follows static imports once each, JS only, dependencies first', () => {
    expect(chunkFiles(manifest, ['index.html', 'src/login-page.tsx'])).toEqual([
      'assets/react-b.js',
      'assets/index-a.js',
      'assets/form-c.js',
      'assets/login-e.js',
    ]);
  });

  it('adds the entry to every route and counts a shared chunk once', () => {
    const routes = { '/login': ['src/login-page.tsx'], '/big': ['src/big-page.tsx'], '/bare': [] };
    const result = routeSizes(manifest, routes, (file) => sizes[file]);
    expect(result.map(({ route, bytes }) => [route, bytes])).toEqual([
      ['/login', 117],
      ['/big', 160],
      ['/bare', 110],
    ]);
  });

  it('names a route chunk that the build does not have', () => {
    expect(() => routeSizes(manifest, { '/gone': ['src/gone.tsx'] }, () => 0)).toThrow(/src\/gone.tsx/);
  });

  it('lists the stylesheets of a route’s chunks, each once, entry’s first', () => {
    expect(chunkStyles(manifest, ['index.html', 'src/login-page.tsx'])).toEqual([
      'assets/index-a.css',
      'assets/style-d.css',
    ]);
    expect(chunkStyles(manifest, ['src/big-page.tsx'])).toEqual(['assets/index-a.css']);
  });

  it('writes a route’s keys for one language', () => {
    const keys = ['src/locales/texts/{lang}-public.ts', 'src/locales/texts/{lang}.ts', 'src/page.tsx'];
    expect(forLanguage(keys, 'ar')).toEqual([
      'src/locales/texts/ar-public.ts',
      'src/locales/texts/ar.ts',
      'src/page.tsx',
    ]);
  });

  it('finds a module a group took by the file that holds it, and counts that file once', () => {
    // The shell and the bell's code went into one file named after the group (chunk-groups.ts).
    const grouped = withModuleKeys(
      {
        ...manifest,
        '_signed-in.js': { file: 'assets/signed-in-g.js', imports: ['index.html', '_form.js'] },
        'src/bell.tsx': { file: 'assets/bell-h.js', isDynamicEntry: true, imports: ['_signed-in.js'] },
      },
      {
        'src/shell.tsx': 'assets/signed-in-g.js',
        'src/menu.tsx': 'assets/signed-in-g.js',
        'src/login-page.tsx': 'assets/elsewhere.js',
        'src/gone-with-its-file.tsx': 'assets/not-built.js',
      },
    );
    expect(chunkFiles(grouped, ['index.html', 'src/shell.tsx', 'src/menu.tsx', 'src/bell.tsx'])).toEqual([
      'assets/react-b.js',
      'assets/index-a.js',
      'assets/form-c.js',
      'assets/signed-in-g.js',
      'assets/bell-h.js',
    ]);
    // A module the manifest names keeps its own entry; one whose file the manifest lacks gets no key.
    expect(grouped['src/login-page.tsx'].file).toBe('assets/login-e.js');
    expect(() => chunkFiles(grouped, ['src/gone-with-its-file.tsx'])).toThrow(/src\/gone-with-its-file.tsx/);
  });
});
