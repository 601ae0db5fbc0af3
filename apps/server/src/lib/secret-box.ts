import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Encryption at rest for the few fields that must be readable again (bank account numbers, utility passwords):
 * AES-256-GCM, a fresh 12-byte nonce per value, stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url).
 * The version prefix lets a later key rotation tell old values from new ones.
 */
export interface SecretBox {
  encrypt(plaintext: string): string;
  /** Throws when the value was not sealed with this key or was tampered with. */
  decrypt(sealed: string): string;
}

const VERSION = 'v1';
const KEY_BYTES = 32;
export const KEY_FILE_NAME = 'secret.key';

export function parseKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`The encryption key must be ${KEY_BYTES} bytes (base64)`);
  return key;
}

export function createSecretBox(loadKey: () => Buffer): SecretBox {
  let key: Buffer | null = null;
  // Loaded on first use, so a process that never seals anything never creates a key file.
  const keyOf = () => {
    key ??= loadKey();
    return key;
  };
  return {
    encrypt(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), nonce);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || nonce === undefined || tag === undefined || body === undefined) {
        throw new Error('Not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', keyOf(), Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key comes from DATA_ENCRYPTION_KEY; without it, from `<DATA_DIR>/secret.key`, generated on first use
 * (readable by this user only). Several servers sharing one PostgreSQL from different machines must set the variable.
 */
export function secretBoxFromConfig(config: { DATA_ENCRYPTION_KEY?: string | undefined; DATA_DIR: string }): SecretBox {
  return createSecretBox(() => {
    if (config.DATA_ENCRYPTION_KEY) return parseKey(config.DATA_ENCRYPTION_KEY);
    const file = resolve(config.DATA_DIR, KEY_FILE_NAME);
    if (!existsSync(file)) {
      mkdirSync(config.DATA_DIR, { recursive: true });
      // 'wx' fails if another process created it meanwhile; then we read theirs.
      try {
        writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
        chmodSync(file, 0o600);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    return parseKey(readFileSync(file, 'utf8').trim());
  });
}

/**
 * Why a production start on PostgreSQL must not go on (decision 072), or null: without DATA_ENCRYPTION_KEY each
 * machine or container would generate a key of its own, and one process could not read what another sealed. A key
 * file already in DATA_DIR (one machine, an older installation) is kept using.
 */
export function missingSharedKey(config: {
  isProduction: boolean;
  DATABASE_URL?: string | undefined;
  DATA_ENCRYPTION_KEY?: string | undefined;
  DATA_DIR: string;
}): string | null {
  if (!config.isProduction || !config.DATABASE_URL || config.DATA_ENCRYPTION_KEY) return null;
  if (existsSync(resolve(config.DATA_DIR, KEY_FILE_NAME))) return null;
  return [
    'Refusing to start in production on PostgreSQL without DATA_ENCRYPTION_KEY: every process must seal bank',
    'details and utility passwords with the same key. Make one with `openssl rand -base64 32`, keep it in your',
    'secret store, and give it to every process (docs/deploy.md, "Secrets").',
  ].join('\n');
}
