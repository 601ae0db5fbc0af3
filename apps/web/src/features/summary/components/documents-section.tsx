import type { OwnerDocument, OwnerDocumentsResponse, Property } from '@portal/contract';
import type { DocumentTypeKey } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileViewer } from '../../../components/file-viewer/index.ts';
import { Alert, Button, LoadFailure, Spinner } from '../../../components/ui/index.ts';
import type { StoredFileRef } from '../api/download-file.ts';
import { apiErrorText } from '../error-text.ts';
import { formatDay } from '../format-date.ts';
import { useFileOpener } from '../use-file-opener.ts';
import { DocumentItem } from './document-item.tsx';
import { DocumentUploadModal, type UploadTarget } from './document-upload-modal.tsx';

/** The latest NOC downloads through GET /owner_noc (docs/product/settings-property-summary.md#owner-documents), every other document by its id. */
function fileRef(document: OwnerDocument, documents: OwnerDocument[]): StoredFileRef {
  const latestNoc = documents.find((candidate) => candidate.doc_type === 'noc');
  if (latestNoc === document) return { kind: 'noc', propertyId: document.property_id };
  return { kind: 'document', id: document.ownerDocId };
}

/**
 * The documents of the summary. Its query is the page's (one observer: a section mounting over a failed query would
 * ask again). A failed load lists nothing, says so with Retry and keeps the upload usable (decision 082).
 */
export function DocumentsSection({
  property,
  query,
}: {
  property: Property;
  query: UseQueryResult<OwnerDocumentsResponse>;
}) {
  const { t, i18n } = useTranslation('summary');
  const opener = useFileOpener();
  const [target, setTarget] = useState<UploadTarget | null>(null);
  const [uploaded, setUploaded] = useState<DocumentTypeKey | null>(null);
  const documents = query.data?.owner_documents ?? [];
  const expired = documents.filter((document) => document.status === 'expired').length;
  const expiring = documents.filter((document) => document.status === 'expiring').length;
  const next = query.data?.next_reminder_on;

  return (
    <>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <LoadFailure error={query.error} failure={t('documents.loadFailed')} onRetry={() => void query.refetch()} />
      ) : null}
      {uploaded ? (
        <Alert tone="success">{t('documents.uploaded', { type: t(`mail:documentReminder.types.${uploaded}`) })}</Alert>
      ) : null}
      {expired > 0 ? <Alert tone="warning">{t('documents.expiredCount', { count: expired })}</Alert> : null}
      {expiring > 0 ? <Alert tone="warning">{t('documents.expiringCount', { count: expiring })}</Alert> : null}
      {next ? (
        <p className="muted">{t('documents.nextReminderAll', { date: formatDay(next, i18n.language) })}</p>
      ) : null}
      {opener.error ? <Alert tone="error">{apiErrorText(opener.error, t)}</Alert> : null}
      {query.isSuccess && documents.length === 0 ? <p className="empty-state">{t('documents.empty')}</p> : null}
      {documents.length > 0 ? (
        <ul className="document-list">
          {documents.map((document) => (
            <DocumentItem
              key={document.ownerDocId}
              document={document}
              isOpening={opener.busyKey === String(document.ownerDocId)}
              onOpen={() =>
                void opener.open(fileRef(document, documents), document.file_name, String(document.ownerDocId))
              }
              onReplace={() => setTarget({ type: document.doc_type, ownerDocId: document.ownerDocId })}
            />
          ))}
        </ul>
      ) : null}
      <Button
        onClick={() => {
          setUploaded(null);
          setTarget({ type: 'passport' });
        }}
      >
        {t('documents.upload')}
      </Button>
      <DocumentUploadModal
        property={property}
        target={target}
        onClose={() => setTarget(null)}
        onUploaded={(type) => {
          setTarget(null);
          setUploaded(type);
        }}
      />
      <FileViewer viewer={opener.viewer} onClose={opener.closeViewer} />
    </>
  );
}
