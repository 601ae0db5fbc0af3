import type { RateRule } from '../../http/rate-limit.ts';

/**
 * Each challenge is a row: an address may ask for this many in 10 minutes. Twice the sign-in rule, because the
 * sign-in page asks for one on every visit (for the e-mail field's autofill) before anyone signs in.
 */
export const PASSKEY_OPTIONS_BY_ADDRESS: RateRule = {
  name: 'passkey-options:ip',
  max: 60,
  windowSeconds: 10 * 60,
  by: 'ip',
};
