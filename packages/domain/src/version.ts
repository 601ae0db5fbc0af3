/** Compares dotted versions numerically ('1.10.0' > '1.9.3'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export type NativePlatform = 'ios' | 'android' | 'web';

export interface VersionLog {
  ios_newer_version: string | null;
  android_newer_version: string | null;
}

/** docs/product/shell-and-languages.md#native-app "Version check": native only, and only when the installed version is lower than the platform's latest. */
export function needsAppUpdate(platform: NativePlatform, installed: string | null, log: VersionLog): boolean {
  if (platform === 'web' || !installed) return false;
  const latest = platform === 'ios' ? log.ios_newer_version : log.android_newer_version;
  return latest ? compareVersions(installed, latest) < 0 : false;
}
