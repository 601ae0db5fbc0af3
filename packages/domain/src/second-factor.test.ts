import { describe, expect, it } from 'vitest';
import {
  deviceNameOf,
  isIpAddress,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFromBytes,
} from './second-factor.ts';

describe('recovery codes', () => {
  it('are four groups of four base32 characters made from random bytes, and read back however they are typed', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    const code = recoveryCodeFromBytes(bytes);
    expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const plain = code.replaceAll('-', '');
    expect(plain).toHaveLength(RECOVERY_CODE_LENGTH);
    expect(normalizeRecoveryCode(code)).toBe(plain);
    expect(normalizeRecoveryCode(` ${code.toUpperCase().replaceAll('-', ' ')} `)).toBe(plain);
  });

  it('refuses what cannot be a code: wrong length or letters outside base32', () => {
    expect(normalizeRecoveryCode('abcd-efgh-ijkl')).toBeNull();
    expect(normalizeRecoveryCode('abcd-efgh-ijkl-mno1')).toBeNull();
    expect(normalizeRecoveryCode('')).toBeNull();
    expect(() => recoveryCodeFromBytes(new Uint8Array(8))).toThrow();
  });
});

describe('TOTP codes as typed', () => {
  it('are six digits, spaces ignored', () => {
    expect(normalizeTotpCode('123 456')).toBe('123456');
    expect(normalizeTotpCode('12345')).toBeNull();
    expect(normalizeTotpCode('12345a')).toBeNull();
    expect(normalizeTotpCode('1234567')).toBeNull();
  });
});

describe('isIpAddress', () => {
  it('tells addresses, where browsers refuse passkeys, from host names', () => {
    expect(isIpAddress('127.0.0.1')).toBe(true);
    expect(isIpAddress('[::1]')).toBe(true);
    expect(isIpAddress('::1')).toBe(true);
    expect(isIpAddress('localhost')).toBe(false);
    expect(isIpAddress('portal.example.com')).toBe(false);
  });
});

describe('deviceNameOf', () => {
  it('names the browser and the system of a user agent', () => {
    expect(
      deviceNameOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      deviceNameOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(deviceNameOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Windows',
    );
    expect(deviceNameOf('curl/8.0')).toBe('Passkey');
  });
});
