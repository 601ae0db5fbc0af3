import { useCallback } from 'react';
import { useFileOpener as useSharedFileOpener } from '../../lib/files/use-file-opener.ts';
import { downloadFile, type StoredFileRef } from './api/download-file.ts';

/** The shared opener (lib/files) for the owner's stored files: documents, bills and the NOC. */
export function useFileOpener() {
  const opener = useSharedFileOpener();
  const { open: openWith } = opener;
  const open = useCallback(
    (ref: StoredFileRef, fileName: string, key: string) => openWith(() => downloadFile(ref), fileName, key),
    [openWith],
  );
  return { ...opener, open };
}
