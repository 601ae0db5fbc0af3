import { createSecretBox, parseKey } from '../../src/lib/secret-box.ts';

/** A fixed key for tests, so no test writes a key file. */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
/** Seals and opens values with the test key, as the apps of the tests do (the demo's bank numbers are sealed with it). */
export const TEST_SECRETS = createSecretBox(() => parseKey(TEST_ENCRYPTION_KEY));
