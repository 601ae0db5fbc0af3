import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { fetchFile } from '../api/download-file.ts';

/** The PDF overlay of docs/product/statements.md#pdfs-and-downloads on wide screens: the file fetched with the owner's credentials, shown in a frame. */
export function PdfPreview({ path, title, onClose }: { path: string; title: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('documents');
  const [url, setUrl] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchFile(path, i18n.language, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setHasFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, i18n.language]);
  return (
    <Modal isOpen onClose={onClose} title={title}>
      {hasFailed ? <Alert tone="error">{t('errors.download')}</Alert> : null}
      {!url && !hasFailed ? <Loading /> : null}
      {url ? <iframe className="pdf-preview" src={url} title={title} /> : null}
    </Modal>
  );
}
