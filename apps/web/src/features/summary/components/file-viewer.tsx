import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Modal } from '../../../components/ui/index.ts';
import type { FileViewerState } from '../use-file-opener.ts';

/**
 * The native wrapper's viewer: an image or a PDF inside the app. A type its web view cannot show (open-file.ts), or an
 * image it fails to decode (HEIC on Android), shows the spec's §8 message instead.
 */
export function FileViewer({ viewer, onClose }: { viewer: FileViewerState | null; onClose: () => void }) {
  const { t } = useTranslation('summary');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const unsupported = <Alert tone="error">{t('files.unsupported')}</Alert>;
  const isFailed = !viewer?.type || failedUrl === viewer.url;
  return (
    <Modal isOpen={viewer !== null} onClose={onClose} title={viewer?.fileName ?? ''}>
      {viewer && isFailed ? unsupported : null}
      {viewer && !isFailed && viewer.type.startsWith('image/') ? (
        <img
          className="file-viewer__image"
          src={viewer.url}
          alt={viewer.fileName}
          onError={() => setFailedUrl(viewer.url)}
        />
      ) : null}
      {viewer && !isFailed && viewer.type === 'application/pdf' ? (
        <iframe className="file-viewer__pdf" src={viewer.url} title={viewer.fileName} />
      ) : null}
    </Modal>
  );
}
