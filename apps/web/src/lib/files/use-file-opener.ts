import { useCallback, useEffect, useRef, useState } from 'react';
import { openDownloadedFile, type ViewedFile } from './open-file.ts';

export type FileViewerState = ViewedFile;

/**
 * Fetches one of the owner's files with `load` and saves it (web) or shows it in the app's viewer (native wrapper).
 * `key` names what is being opened, so a list can show which row is busy.
 */
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

  const open = useCallback(async (load: () => Promise<Blob>, fileName: string, key: string): Promise<boolean> => {
    setBusyKey(key);
    setError(null);
    try {
      const opened = await openDownloadedFile(await load(), fileName);
      if (opened.mode === 'viewer') {
        urlRef.current = opened.url || null;
        setViewer(opened);
      }
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      setBusyKey(null);
    }
  }, []);

  return { open, busyKey, error, viewer, closeViewer };
}
