import type { NativePlatform } from '@portal/domain';

export interface NativeInfo {
  platform: NativePlatform;
  version: string | null;
}

declare global {
  interface Window {
    /** Test seam (Playwright addInitScript): pretend to run in the native wrapper. */
    __OWNER_PORTAL_NATIVE__?: NativeInfo;
  }
}

/** Platform and installed app version from Capacitor; on the web the version is null. */
export async function getNativeInfo(): Promise<NativeInfo> {
  const seam = window.__OWNER_PORTAL_NATIVE__;
  if (seam) return seam;
  const { Capacitor } = await import('@capacitor/core');
  const platform = Capacitor.getPlatform();
  if (platform !== 'ios' && platform !== 'android') return { platform: 'web', version: null };
  const { App } = await import('@capacitor/app');
  const info = await App.getInfo();
  return { platform, version: info.version };
}
