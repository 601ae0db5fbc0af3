/** A WebAuthn challenge answers once, within this time of being issued (registration, sign-in, second factor). */
export const WEBAUTHN_CHALLENGE_TTL_MINUTES = 5;
/** Between a staff member's password and their second factor (enrolment included). */
export const STAFF_PENDING_TTL_MINUTES = 10;
/** One-time recovery codes shown once when a staff member enrols a second factor. */
export const RECOVERY_CODE_COUNT = 10;
export const PASSKEY_NAME_MAX_LENGTH = 60;
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 16 characters of base32: 80 random bits, shown in four groups of four. */
export const RECOVERY_CODE_LENGTH = 16;

/** A recovery code as typed: any case, spaces and dashes ignored. Null when it cannot be one. */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, '');
  if (code.length !== RECOVERY_CODE_LENGTH) return null;
  return [...code].every((char) => RECOVERY_ALPHABET.includes(char)) ? code : null;
}

/** 16 random bytes → a recovery code `abcd-efgh-ijkl-mnop` (the low 5 bits of each of the first 16 bytes). */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new Error('a recovery code needs 16 random bytes');
  const chars = [...bytes.slice(0, RECOVERY_CODE_LENGTH)].map((byte) => RECOVERY_ALPHABET[byte & 31]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/** Whether a TOTP code as typed can be one: six digits, spaces ignored. */
export function normalizeTotpCode(input: string): string | null {
  const code = input.replace(/\s/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? code : null;
}

/**
 * Browsers refuse an IP address as a WebAuthn relying-party id: on such a host (the default http://127.0.0.1:3000)
 * passkeys cannot work, and the app does not offer them.
 */
export function isIpAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
}

/** A name for a new passkey from the browser's user agent ('Chrome on Android'); the owner may change it. */
export function deviceNameOf(userAgent: string): string {
  const browsers: [RegExp, string][] = [
    [/Edg\//, 'Edge'],
    [/OPR\//, 'Opera'],
    [/Firefox\//, 'Firefox'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Chrome\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Mac OS X|Macintosh/, 'Mac'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Passkey';
}
