import { needsAppUpdate } from '@portal/domain';
import { ownApi } from '../api/clients.ts';
import { lazySchema } from '../api/lazy-schemas.ts';
import { writeValue } from '../session/storage.ts';
import { STORAGE_KEYS } from '../session/storage-keys.ts';
import { getNativeInfo, type NativeInfo } from './platform.ts';

export interface UpdateCheckDeps {
  getNativeInfo: () => Promise<NativeInfo>;
  fetchVersionLog: () => Promise<unknown>;
  recordVersion: (info: NativeInfo & { version: string }) => Promise<unknown>;
}

const defaultDeps: UpdateCheckDeps = {
  getNativeInfo,
  fetchVersionLog: () => ownApi.get('/version_log'),
  recordVersion: (info) => ownApi.post('/version_log', { json: { platform: info.platform, version: info.version } }),
};

/**
 * docs/product/shell-and-languages.md#native-app version check: native only; records the installed version, then asks whether a newer one exists.
 * A failure is only logged, and answers "no update".
 */
export async function checkForUpdate(deps: UpdateCheckDeps = defaultDeps): Promise<NativeInfo | null> {
  try {
    const info = await deps.getNativeInfo();
    if (info.platform === 'web' || !info.version) return null;
    const version = info.version;
    writeValue(STORAGE_KEYS.ownerAppVersion, version);
    const [, logBody] = await Promise.all([
      deps
        .recordVersion({ ...info, version })
        .catch((error: unknown) => console.warn('Recording the app version failed', error)),
      deps.fetchVersionLog(),
    ]);
    const versionLogResponse = await lazySchema('versionLogResponse')();
    const log = versionLogResponse.parse(logBody).latest_version_log;
    return log && needsAppUpdate(info.platform, version, log) ? info : null;
  } catch (error) {
    console.warn('Version check failed', error);
    return null;
  }
}
