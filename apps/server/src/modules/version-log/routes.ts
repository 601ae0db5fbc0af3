import { okResponse, recordVersionRequest, versionLogResponse } from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { latestAppVersions, recordOwnerAppVersion } from './repo.ts';

/** GET /api/version_log (public: the update check), POST /api/version_log (records the installed app version). */
export const versionLogRoutes: RouteModule = (app, deps) => {
  app.get(
    '/version_log',
    { schema: { tags: ['app'], summary: 'Latest native app versions', response: { 200: versionLogResponse } } },
    async () => {
      const latest = await latestAppVersions(deps.db);
      return {
        success: true,
        latest_version_log: latest
          ? { ios_newer_version: latest.iosNewerVersion, android_newer_version: latest.androidNewerVersion }
          : null,
      };
    },
  );

  app.post(
    '/version_log',
    {
      schema: {
        tags: ['app'],
        summary: "Record the owner's installed app version",
        body: recordVersionRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      await recordOwnerAppVersion(deps.db, { ownerId, ...request.body, at: deps.now() });
      return { success: true as const };
    },
  );
};
