import { describe, expect, it } from 'vitest';
import { isLockedOut, refreshDelayMs, usesLegacy, usesPordal } from './session.ts';
import { compareVersions, needsAppUpdate } from './version.ts';

describe('token refresh timing (docs/product/sign-in-and-session.md#token-refresh-and-expiry)', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('refreshes 60 seconds before expiry', () => {
    expect(refreshDelayMs(now + 3600_000, now)).toBe(3540_000);
  });
  it('refreshes at once when less than 60 seconds are left or the token has expired', () => {
    expect(refreshDelayMs(now + 30_000, now)).toBe(0);
    expect(refreshDelayMs(now - 1, now)).toBe(0);
  });
});

describe('login status (docs/product/sign-in-and-session.md#tokens-by-login-status)', () => {
  it('decides which booking systems the client talks to', () => {
    expect([usesLegacy('guesty'), usesPordal('guesty')]).toEqual([true, false]);
    expect([usesLegacy('pordal'), usesPordal('pordal')]).toEqual([false, true]);
    expect([usesLegacy('both'), usesPordal('both')]).toEqual([true, true]);
  });
});

describe('sign-in lockout', () => {
  it('locks at the fifth failure inside the window', () => {
    expect(isLockedOut(4)).toBe(false);
    expect(isLockedOut(5)).toBe(true);
  });
});

describe('native app version (docs/product/shell-and-languages.md#native-app Version check)', () => {
  const log = { ios_newer_version: '1.4.0', android_newer_version: '1.10.2' };
  it('compares versions numerically, part by part', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.3', '1.3.0')).toBe(0);
    expect(compareVersions('1.2.9', '1.3.0')).toBe(-1);
  });
  it('asks only a native app that is older than its platform latest', () => {
    expect(needsAppUpdate('ios', '1.3.0', log)).toBe(true);
    expect(needsAppUpdate('ios', '1.4.0', log)).toBe(false);
    expect(needsAppUpdate('android', '1.9.9', log)).toBe(true);
    expect(needsAppUpdate('android', '1.10.2', log)).toBe(false);
    expect(needsAppUpdate('web', '0.0.1', log)).toBe(false);
    expect(needsAppUpdate('ios', null, log)).toBe(false);
    expect(needsAppUpdate('ios', '1.0.0', { ios_newer_version: null, android_newer_version: null })).toBe(false);
  });
});
