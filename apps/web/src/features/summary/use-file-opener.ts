import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFile, type StoredFileRef } from './api/download-file.ts';
import { type OpenedFile, openDownloadedFile } from './open-file.ts';

export type FileViewerState = Extract<OpenedFile, { mode: 'viewer' }>;

/** Downloads one of the owner's files and saves it (web) or shows it in the app's viewer (native wrapper). */
export function useFileOpener() {
  const [viewer, setViewer] = useState<FileViewerState | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const urlRef = useRef<string | null>(null);

  const closeViewer = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setViewer(null);
  }, []);
  useEffect(() => closeViewer, [closeViewer]);

  const open = useCallback(async (ref: StoredFileRef, fileName: string, key: string) => {
    setBusyKey(key);
    setError(null);
    try {
      const opened = await openDownloadedFile(await downloadFile(ref), fileName);
      if (opened.mode === 'viewer') {
        urlRef.current = opened.url || null;
        setViewer(opened);
      }
    } catch (failure) {
      setError(failure);
    } finally {
      setBusyKey(null);
    }
  }, []);

  return { open, busyKey, error, viewer, closeViewer };
}
