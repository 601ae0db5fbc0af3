// Migrations are append-only once committed (docs/testing.md#migrations-are-append-only): a database migrated before
// a change to a committed migration never runs the changed part (drizzle records a migration as applied by its tag and
// moves on), so a change must come as a new migration. migration-checksums.json holds the SHA-256 of every committed
// migration's SQL; this test fails when one is edited, removed or added without its checksum.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import committed from './migration-checksums.json' with { type: 'json' };

const dir = join(import.meta.dirname, '../migrations');
const sha256 = (file: string) =>
  createHash('sha256')
    .update(readFileSync(join(dir, file)))
    .digest('hex');
const onDisk = readdirSync(dir)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const known: Record<string, string> = committed;
const journal: { entries: { tag: string }[] } = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8'));

describe('committed migrations', () => {
  it('are never edited: each file still has the checksum it was committed with', () => {
    const changed = onDisk.filter((file) => file in known && known[file] !== sha256(file));
    expect(
      changed,
      `These committed migrations were edited: ${changed.join(', ')}. A committed migration is never changed, because a ` +
        'database that already ran it would miss the change: put the change in a new migration ' +
        '(npm run db:generate, or drizzle-kit generate --custom) and put this file back as it was.',
    ).toEqual([]);
  });

  it('are never removed or renamed', () => {
    const missing = Object.keys(known).filter((file) => !onDisk.includes(file));
    expect(
      missing,
      `These committed migrations are gone: ${missing.join(', ')}. Databases have already run them; restore them ` +
        'under the same name and undo their effect in a new migration instead.',
    ).toEqual([]);
  });

  it('include every new migration once it is added to packages/db/src/migration-checksums.json', () => {
    const unlisted = onDisk.filter((file) => !(file in known));
    expect(
      unlisted.map((file) => `"${file}": "${sha256(file)}"`),
      'A new migration must be added to packages/db/src/migration-checksums.json in the commit that adds it, ' +
        'with these lines (from then on it may not change):',
    ).toEqual([]);
  });

  it('are the ones the journal applies, in its order', () => {
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(onDisk);
  });
});
