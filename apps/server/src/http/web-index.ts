import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { directionOf, FALLBACK_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@portal/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ReusedText, reusedText, sendReused } from './compression.ts';

/** dist/route-preloads.json (apps/web/scripts/route-preloads.mjs): per route pattern and language, dist-relative files. */
interface RoutePreloads {
  routes: Record<string, Partial<Record<Language, { scripts: string[]; styles: string[] }>>>;
}

interface Page {
  answer: ReusedText;
  etag: string;
}

/** A route pattern of the web app's router: `/calendar/:propertyId`, `/help/:propertyId?`, `/staff/*`. */
interface Pattern {
  pattern: string;
  segments: string[];
  /** Static segments first: `/help/faq/:propertyId?` wins over `/help/:propertyId?` for `/help/faq`. */
  rank: number;
}

function parsePattern(pattern: string): Pattern {
  const segments = pattern.split('/').filter(Boolean);
  const staticCount = segments.filter((segment) => !segment.startsWith(':') && segment !== '*').length;
  return { pattern, segments, rank: staticCount * 100 + segments.length };
}

/** Whether `path`'s segments fit the pattern: `:name` takes one segment, `:name?` at most one, `*` the rest. */
function fits({ segments }: Pattern, parts: string[]): boolean {
  let at = 0;
  for (const segment of segments) {
    if (segment === '*') return true;
    const part = parts[at];
    if (segment.startsWith(':')) {
      if (part !== undefined) at += 1;
      else if (!segment.endsWith('?')) return false;
      continue;
    }
    if (part !== segment) return false;
    at += 1;
  }
  return at === parts.length;
}

const LANGUAGE_IN_COOKIES = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/** The reader's language from the cookie the web app keeps (decision 063); the app's own fallback otherwise. */
export function languageOf(cookieHeader: string | undefined): Language {
  const match = LANGUAGE_IN_COOKIES.exec(cookieHeader ?? '');
  return isLanguage(match?.[1]) ? match[1] : FALLBACK_LANGUAGE;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function withPreloads(html: string, language: Language, files: { scripts: string[]; styles: string[] }): string {
  const links = [
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
    ...files.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`),
  ];
  return (
    html
      .replace(/<html lang="[a-z]+" dir="[a-z]+">/, `<html lang="${language}" dir="${directionOf(language)}">`)
      // The installed app's name in the reader's language (apps/web/scripts/build-sw.mjs writes one manifest each).
      .replace('href="/manifest.en.webmanifest"', `href="/manifest.${language}.webmanifest"`)
      .replace('  </head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`)
  );
}

const page = (html: string): Page => ({
  answer: reusedText(html, 'best'),
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
});

/**
 * The web app's HTML per route and language (decision 063): index.html with the files a first visit to that
 * route loads (its page, the signed-in shell, the reader's texts) as preload links, so they download beside the entry
 * instead of after it has run. Built once at start from the build's files; every answer is the same bytes for the
 * same route and language (no request data is written into it), compressed once, with an ETag.
 */
export function createWebIndex(webDist: string) {
  const html = readFileSync(resolve(webDist, 'index.html'), 'utf8');
  const preloadsFile = resolve(webDist, 'route-preloads.json');
  const preloads: RoutePreloads = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
    : { routes: {} };
  const patterns = Object.keys(preloads.routes)
    .map(parsePattern)
    .sort((a, b) => b.rank - a.rank);
  const pages = new Map<string, Page>();
  for (const language of LANGUAGES.map((entry) => entry.code)) {
    pages.set(`|${language}`, page(withPreloads(html, language, { scripts: [], styles: [] })));
    for (const { pattern } of patterns) {
      const files = preloads.routes[pattern]?.[language];
      if (files) pages.set(`${pattern}|${language}`, page(withPreloads(html, language, files)));
    }
  }

  /** The page for a path (query and trailing slash ignored) in a language; plain index.html for an unknown route. */
  const pageFor = (url: string, language: Language): Page => {
    const parts = (url.split(/[?#]/, 1)[0] ?? '/').split('/').filter(Boolean);
    const match = patterns.find((pattern) => fits(pattern, parts));
    return pages.get(`${match?.pattern ?? ''}|${language}`) ?? (pages.get(`|${language}`) as Page);
  };

  return {
    pageFor,
    /** Answers a GET of a client-side route: `no-cache` (revalidated with its ETag), varying with the language. */
    send(request: FastifyRequest, reply: FastifyReply) {
      const { answer, etag } = pageFor(request.url, languageOf(request.headers.cookie));
      reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'Cookie');
      const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (known?.includes(etag)) return reply.code(304).send();
      return sendReused(request, reply, answer, 'text/html; charset=utf-8');
    },
  };
}
