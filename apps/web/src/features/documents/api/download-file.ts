import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ownApi } from '../../../lib/api/index.ts';
import { useFileOpener } from '../../../lib/files/use-file-opener.ts';
import { OWNER_FILES_HEADER } from '../../../lib/offline/cache-names.ts';
import { offlineOwner } from '../../../lib/offline/owner-data.ts';

/**
 * Fetches a file with the owner's credentials (a plain link would carry none) in the app's language. The server marks
 * a downloaded statement or invoice read, so the lists are asked again afterwards.
 */
export function fetchFile(path: string, language: string, signal?: AbortSignal): Promise<Blob> {
  const [base = '', search = ''] = path.split('?');
  const query = { ...Object.fromEntries(new URLSearchParams(search)), lang: language };
  // The service worker keeps a file the owner opened in that owner's cache, to open again offline (decision 097);
  // never one an admin opened as the owner.
  const owner = offlineOwner();
  const headers: Record<string, string> = { Accept: '*/*', ...(owner ? { [OWNER_FILES_HEADER]: owner } : {}) };
  return ownApi.get<Blob>(base, { query, responseType: 'blob', headers, signal });
}

/**
 * A statement, invoice or CSV: saved under `fileName` in a browser, shown in the app's viewer in the native wrapper
 * (lib/files, decision 041). `busyPath` is the file on its way; render `<FileViewer viewer onClose={closeViewer} />`.
 */
export function useDownload(propertyId: number) {
  const queryClient = useQueryClient();
  const { open, busyKey, error, viewer, closeViewer } = useFileOpener();
  const download = useCallback(
    async ({ path, fileName, language }: { path: string; fileName: string; language: string }) => {
      await open(() => fetchFile(path, language), fileName, path);
      await queryClient.invalidateQueries({ queryKey: ['documents', propertyId] });
    },
    [open, queryClient, propertyId],
  );
  return { download, busyPath: busyKey, isError: error !== null, viewer, closeViewer };
}
