import { describe, expect, it, vi } from 'vitest';
import type { NativeInfo } from './platform.ts';
import { checkForUpdate, type UpdateCheckDeps } from './update-check.ts';

const log = (ios: string | null, android: string | null) => ({
  success: true,
  latest_version_log: { ios_newer_version: ios, android_newer_version: android },
});

function deps(info: NativeInfo, versionLog: unknown = log('1.4.0', '1.3.0')): UpdateCheckDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    getNativeInfo: async () => info,
    fetchVersionLog: async () => {
      calls.push('GET');
      return versionLog;
    },
    recordVersion: async (recorded) => {
      calls.push(`POST ${recorded.platform} ${recorded.version}`);
    },
  };
}

describe('update modal decision', () => {
  it('shows on iOS when the installed version is lower than ios_newer_version, and records the version', async () => {
    const d = deps({ platform: 'ios', version: '1.3.0' });
    expect(await checkForUpdate(d)).toEqual({ platform: 'ios', version: '1.3.0' });
    expect(d.calls).toEqual(['POST ios 1.3.0', 'GET']);
  });

  it('does not show when the installed version is the latest for its platform', async () => {
    expect(await checkForUpdate(deps({ platform: 'android', version: '1.3.0' }))).toBeNull();
    expect(await checkForUpdate(deps({ platform: 'ios', version: '1.10.0' }))).toBeNull();
  });

  it('does nothing on the web: no call, no modal', async () => {
    const d = deps({ platform: 'web', version: null });
    expect(await checkForUpdate(d)).toBeNull();
    expect(d.calls).toEqual([]);
  });

  it('a failed check is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const d = deps({ platform: 'android', version: '1.0.0' });
    d.fetchVersionLog = async () => {
      throw new Error('offline');
    };
    expect(await checkForUpdate(d)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('uses the test seam window.__OWNER_PORTAL_NATIVE__ as the platform source', async () => {
    window.__OWNER_PORTAL_NATIVE__ = { platform: 'android', version: '1.2.9' };
    const { getNativeInfo } = await import('./platform.ts');
    expect(await getNativeInfo()).toEqual({ platform: 'android', version: '1.2.9' });
    delete window.__OWNER_PORTAL_NATIVE__;
    expect((await getNativeInfo()).platform).toBe('web');
  });
});
