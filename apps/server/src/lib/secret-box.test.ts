import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, KEY_FILE_NAME, missingSharedKey, parseKey, secretBoxFromConfig } from './secret-box.ts';

const key = randomBytes(32);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('secret box', () => {
  it('seals and opens a value; the sealed form does not contain it and differs every time', () => {
    const box = createSecretBox(() => key);
    const a = box.encrypt('AE070331234567890123456');
    const b = box.encrypt('AE070331234567890123456');
    expect(a).not.toContain('1234567890');
    expect(a).not.toBe(b);
    expect(a.startsWith('v1.')).toBe(true);
    expect(box.decrypt(a)).toBe('AE070331234567890123456');
    expect(box.decrypt(box.encrypt('пароль كلمة'))).toBe('пароль كلمة');
  });

  it('refuses a tampered value, a value sealed with another key, and garbage', () => {
    const box = createSecretBox(() => key);
    const sealed = box.encrypt('secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => box.decrypt([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(() => randomBytes(32)).decrypt(sealed)).toThrow();
    expect(() => box.decrypt('plain text')).toThrow('Not a sealed value');
  });

  it('takes the key from configuration and refuses a key of the wrong size', () => {
    const box = secretBoxFromConfig({ DATA_ENCRYPTION_KEY: key.toString('base64'), DATA_DIR: '/nonexistent' });
    expect(createSecretBox(() => key).decrypt(box.encrypt('x'))).toBe('x');
    expect(() => parseKey(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });

  it('without a configured key generates one into the data directory on first use, private, and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
    dirs.push(dir);
    const first = secretBoxFromConfig({ DATA_DIR: dir });
    const sealed = first.encrypt('kept');
    const file = join(dir, KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
    expect(secretBoxFromConfig({ DATA_DIR: dir }).decrypt(sealed)).toBe('kept');
  });
});

describe('the shared key in production (decision 072)', () => {
  it('is required on PostgreSQL unless a key file is already there; never on the embedded database or outside production', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-key-'));
    dirs.push(dir);
    const production = { isProduction: true, DATABASE_URL: 'postgres://db/portal', DATA_DIR: dir };
    expect(missingSharedKey(production)).toMatch(
      /^Refusing to start in production on PostgreSQL without DATA_ENCRYPTION_KEY/,
    );
    expect(missingSharedKey({ ...production, DATA_ENCRYPTION_KEY: key.toString('base64') })).toBeNull();
    expect(missingSharedKey({ ...production, isProduction: false })).toBeNull();
    expect(missingSharedKey({ ...production, DATABASE_URL: undefined })).toBeNull();
    secretBoxFromConfig({ DATA_DIR: dir }).encrypt('made the key file');
    expect(missingSharedKey(production)).toBeNull();
  });
});
