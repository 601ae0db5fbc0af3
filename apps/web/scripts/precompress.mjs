// Precompresses the built app (brotli and gzip at their highest levels) so the server sends the smaller file with
// the right Content-Encoding without compressing on every request. Run after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
const TYPES = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
const MIN_BYTES = 512;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(dist)) {
  if (!TYPES.has(extname(path))) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
  before += bytes.length;
  after += br.length;
}
console.info(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`,
);
