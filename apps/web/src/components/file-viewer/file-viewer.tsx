import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileViewerState } from '../../lib/files/use-file-opener.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import './file-viewer.css';

/**
 * The native wrapper's viewer: an image or a PDF inside the app. A file its web view cannot show (lib/files), or an
 * image it fails to decode (HEIC on Android), is offered to other apps through the system share sheet when the web
 * view has one; only a file nothing can take shows the docs/product/statements.md#pdfs-and-downloads message (decision 041).
 */
export function FileViewer({ viewer, onClose }: { viewer: FileViewerState | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [unsharable, setUnsharable] = useState<File | null>(null);
  const cannotShow = viewer !== null && (!viewer.type || failedUrl === viewer.url);
  const canHandOver = viewer?.canShare === true && unsharable !== viewer.file;

  const handOver = async (file: File) => {
    try {
      await navigator.share({ files: [file], title: file.name });
    } catch (failure) {
      // The owner closed the share sheet: nothing went wrong. Anything else: the file cannot be opened after all.
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) setUnsharable(file);
    }
  };

  return (
    <Modal isOpen={viewer !== null} onClose={onClose} title={viewer?.fileName ?? ''}>
      {viewer && cannotShow && canHandOver ? (
        <div className="file-viewer__elsewhere">
          <p>{t('files.elsewhere')}</p>
          <Button onClick={() => void handOver(viewer.file)}>{t('files.openElsewhere')}</Button>
        </div>
      ) : null}
      {viewer && cannotShow && !canHandOver ? <Alert tone="error">{t('files.unsupported')}</Alert> : null}
      {viewer && !cannotShow && viewer.type.startsWith('image/') ? (
        <img
          className="file-viewer__image"
          src={viewer.url}
          alt={viewer.fileName}
          onError={() => setFailedUrl(viewer.url)}
        />
      ) : null}
      {viewer && !cannotShow && viewer.type === 'application/pdf' ? (
        <iframe className="file-viewer__pdf" src={viewer.url} title={viewer.fileName} />
      ) : null}
    </Modal>
  );
}
