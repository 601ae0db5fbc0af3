import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository stands on its own: every relative link in its Markdown resolves (a file, and for a page a heading),
// and every docs/… path a source file cites exists. Code cites product rules as docs/product/<page>.md#<heading>, so a
// renamed heading or a moved page fails here instead of leaving a dead citation.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const THIS_FILE = 'scripts/docs-links.test.ts';

/** Where source files may cite docs/ paths. */
const CODE_ROOTS = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'biome.json'];
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|json|css|html|md|ya?ml|sh|txt)$/;

/** What the checks read: the repository's files by path relative to its root (posix separators). */
interface Tree {
  read(path: string): string | null;
  isFile(path: string): boolean;
  isDirectory(path: string): boolean;
  list(directory: string): string[];
}

/**
 * A heading's anchor as GitHub writes it: the heading's text (inline code, emphasis and links reduced to their text),
 * lower case, without punctuation other than '-' and '_', spaces as '-'; a repeated anchor gets -1, -2, ….
 */
function headingSlug(text: string): string {
  const plain = text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*~]/g, '')
    .replace(/(^|\s)_+|_+(\s|$)/g, '$1$2')
    .trim()
    .toLowerCase();
  return plain.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Fenced code blocks and inline code spans blanked out (line numbers kept): links and headings inside them do not count. */
function withoutCode(markdown: string): string {
  const lines = markdown.split('\n');
  let fence: string | null = null;
  return lines
    .map((line) => {
      const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
      if (fence !== null) {
        if (opening?.[1]?.startsWith(fence)) fence = null;
        return '';
      }
      if (opening?.[1]) {
        fence = opening[1];
        return '';
      }
      return line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, (span) => ' '.repeat(span.length));
    })
    .join('\n');
}

/** Every anchor a Markdown page offers: its headings' slugs (ATX and setext) and explicit `<a id|name>` anchors. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const add = (text: string) => {
    const slug = headingSlug(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  };
  const lines = withoutCode(markdown).split('\n');
  for (const [index, line] of lines.entries()) {
    const atx = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (atx) add(atx[1] ?? '');
    const previous = lines[index - 1] ?? '';
    const isSetext =
      /^\s{0,3}(=+|-+)\s*$/.test(line) && previous.trim() !== '' && !/^\s{0,3}([#>|*+-]|\d+\.)/.test(previous);
    if (isSetext) add(previous);
    for (const match of line.matchAll(/<a\s+(?:[^>]*\s)?(?:id|name)=["']([^"']+)["']/gi)) anchors.add(match[1] ?? '');
  }
  return anchors;
}

interface Link {
  line: number;
  target: string;
}

/** The targets of inline links and images `[text](target "title")` and of reference definitions `[ref]: target`. */
function linksOf(markdown: string): Link[] {
  const links: Link[] = [];
  for (const [index, line] of withoutCode(markdown).split('\n').entries()) {
    for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+["'(][^)]*)?\)/g)) {
      links.push({ line: index + 1, target: (match[1] ?? '').replace(/^<|>$/g, '') });
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (definition) links.push({ line: index + 1, target: (definition[1] ?? '').replace(/^<|>$/g, '') });
  }
  return links;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** Why a repository path with an optional #anchor does not resolve, or null when it does. */
function problemOf(tree: Tree, path: string, anchor: string | null): string | null {
  if (path.startsWith('../') || path === '..') return 'leaves the repository';
  if (!tree.isFile(path) && !tree.isDirectory(path)) return 'no such file';
  if (anchor === null || !path.endsWith('.md')) return null;
  const page = tree.read(path) ?? '';
  return anchorsOf(page).has(decodeURIComponent(anchor)) ? null : `no heading #${anchor}`;
}

/** Every relative link of the Markdown files given that does not resolve, as "file:line target (why)". */
function brokenLinks(tree: Tree, pages: string[]): string[] {
  const broken: string[] = [];
  for (const page of pages) {
    for (const { line, target } of linksOf(tree.read(page) ?? '')) {
      if (isExternal(target)) continue;
      const [rawPath = '', anchor = null] = target.split(/#(.*)/s);
      const path =
        rawPath === ''
          ? page
          : posix.normalize(
              rawPath.startsWith('/') ? rawPath.slice(1) : posix.join(posix.dirname(page), decodeURI(rawPath)),
            );
      const problem = problemOf(tree, path, anchor);
      if (problem) broken.push(`${page}:${line} ${target} (${problem})`);
    }
  }
  return broken;
}

// A docs/ path as source files write it: not part of a longer path (/api/docs/ui is a URL), no trailing full stop.
const CITED_DOC = /(?<![\w./-])docs\/[A-Za-z0-9_./-]*[A-Za-z0-9_/-](?:#[A-Za-z0-9_-]+)?/g;

/** Every docs/ path the files cite that does not exist, as "file:line path (why)". A decision may be cited by number. */
function brokenCitations(tree: Tree, files: string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    for (const [index, line] of (tree.read(file) ?? '').split('\n').entries()) {
      for (const [cited] of line.matchAll(CITED_DOC)) {
        const [rawPath = '', anchor = null] = cited.split(/#(.*)/s);
        const path = rawPath.replace(/\/$/, '');
        const decision = /^docs\/decisions\/(\d{3})$/.exec(path);
        const problem = decision
          ? tree.list('docs/decisions').some((name) => name.startsWith(`${decision[1]}-`))
            ? null
            : 'no such decision'
          : problemOf(tree, path, anchor);
        if (problem) broken.push(`${file}:${index + 1} ${cited} (${problem})`);
      }
    }
  }
  return broken;
}

/** The repository on disk. */
const disk: Tree = {
  read: (path) => (existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), 'utf8') : null),
  isFile: (path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile(),
  isDirectory: (path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory(),
  list: (directory) => (existsSync(join(ROOT, directory)) ? readdirSync(join(ROOT, directory)) : []),
};

/** Files git tracks or would track (new ones included, ignored ones such as node_modules and dist left out). */
function repositoryFiles(paths: string[]): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...paths], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...new Set(output.split('\n').filter((path) => path !== '' && existsSync(join(ROOT, path))))].sort();
}

/** An in-memory repository for the checks' own tests. */
function memoryTree(files: Record<string, string>): Tree {
  const directories = new Set(
    Object.keys(files).flatMap((path) =>
      path
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  return {
    read: (path) => files[path] ?? null,
    isFile: (path) => path in files,
    isDirectory: (path) => directories.has(path),
    list: (directory) =>
      Object.keys(files)
        .filter((path) => posix.dirname(path) === directory)
        .map((path) => posix.basename(path)),
  };
}

describe('heading anchors', () => {
  it('are written as GitHub writes them, numbered when repeated', () => {
    expect(headingSlug('Time rules')).toBe('time-rules');
    expect(headingSlug('`/api/login` and the `x-owner` header')).toBe('apilogin-and-the-x-owner-header');
    expect(headingSlug('What **bold**, [a link](x.md) and 3.5 % do')).toBe('what-bold-a-link-and-35--do');
    expect(headingSlug('Снятие блока')).toBe('снятие-блока');
    const page =
      '# Page\n\n## Rules\n\ntext\n\n## Rules\n\n```md\n## Not a heading\n```\n\nSetext\n------\n<a id="kept"></a>\n';
    expect([...anchorsOf(page)].sort()).toEqual(['kept', 'page', 'rules', 'rules-1', 'setext']);
  });
});

describe('relative links in Markdown', () => {
  it('names a missing file, a missing heading, a link out of the repository, and ignores code and the web', () => {
    const tree = memoryTree({
      'docs/a.md': [
        '# A',
        '[fine](b.md#b-rules) [self](#a) [dir](../apps) [web](https://example.com/x.md)',
        '[gone](missing.md) [no heading](b.md#nope) [out](../../elsewhere/notes.md)',
        '`[in code](missing.md)`',
        '```',
        '[in a fence](missing.md)',
        '```',
        '[ref]: b.md#b-rules',
      ].join('\n'),
      'docs/b.md': '# B\n\n## B rules\n',
      'apps/web/x.ts': '',
    });
    expect(brokenLinks(tree, ['docs/a.md'])).toEqual([
      'docs/a.md:3 missing.md (no such file)',
      'docs/a.md:3 b.md#nope (no heading #nope)',
      'docs/a.md:3 ../../elsewhere/notes.md (leaves the repository)',
    ]);
  });

  it('every relative link in docs/ and the READMEs resolves, headings included', () => {
    const pages = repositoryFiles(['*.md']);
    expect(pages).toContain('docs/architecture.md');
    expect(pages).toContain('docs/product/README.md');
    expect(brokenLinks(disk, pages)).toEqual([]);
  });
});

describe('docs/ paths cited in code', () => {
  it('names a missing page, a missing heading and an unknown decision; URLs and full stops are not paths', () => {
    const tree = memoryTree({
      'docs/product/owner-stays.md': '# Owner stays\n\n## Time rules\n',
      'docs/decisions/016-statistics.md': '# 016\n',
      'apps/server/src/a.ts': [
        '// docs/product/owner-stays.md#time-rules and docs/decisions/016, see docs/product/owner-stays.md.',
        "// served at '/api/docs/ui' (a URL, not a path)",
        '// docs/product/owner-stays.md#lifecycle docs/product/gone.md docs/decisions/099',
      ].join('\n'),
    });
    expect(brokenCitations(tree, ['apps/server/src/a.ts'])).toEqual([
      'apps/server/src/a.ts:3 docs/product/owner-stays.md#lifecycle (no heading #lifecycle)',
      'apps/server/src/a.ts:3 docs/product/gone.md (no such file)',
      'apps/server/src/a.ts:3 docs/decisions/099 (no such decision)',
    ]);
  });

  it('every docs/ path cited in apps, packages, e2e, scripts, bench and biome.json exists', () => {
    const files = repositoryFiles(CODE_ROOTS).filter((path) => TEXT_FILE.test(path) && path !== THIS_FILE);
    expect(files.length).toBeGreaterThan(100);
    expect(brokenCitations(disk, files)).toEqual([]);
  });
});
