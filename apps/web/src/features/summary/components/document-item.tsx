import type { OwnerDocument } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import { formatDay } from '../format-date.ts';
import { DocumentStatus } from './document-status.tsx';

export interface DocumentItemProps {
  document: OwnerDocument;
  isOpening: boolean;
  onOpen: () => void;
  onReplace: () => void;
}

export function DocumentItem({ document, isOpening, onOpen, onReplace }: DocumentItemProps) {
  const { t, i18n } = useTranslation('summary');
  const typeName = t(`mail:documentReminder.types.${document.doc_type}`);
  return (
    <li className="document-item" aria-label={typeName}>
      <div className="document-item__main">
        <h4 className="document-item__type">{typeName}</h4>
        <p className="document-item__file" dir="auto">
          {document.file_name}
        </p>
        {document.doc_type === 'dewa_bill' && document.issued_at ? (
          <p className="muted">{t('documents.issued', { date: formatDay(document.issued_at, i18n.language) })}</p>
        ) : null}
        <DocumentStatus document={document} />
        {document.next_reminder_on ? (
          <p className="muted">
            {t('documents.nextReminder', { date: formatDay(document.next_reminder_on, i18n.language) })}
          </p>
        ) : null}
      </div>
      <div className="document-item__actions">
        <Button
          variant="secondary"
          isLoading={isOpening}
          onClick={onOpen}
          aria-label={t('documents.openNamed', { name: typeName })}
        >
          {t('documents.open')}
        </Button>
        <Button variant="ghost" onClick={onReplace} aria-label={t('documents.replaceNamed', { name: typeName })}>
          {t('documents.replace')}
        </Button>
      </div>
    </li>
  );
}
