import type { Property } from '@portal/contract';
import { financeFileNames } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileViewer } from '../../../components/file-viewer/index.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useDownload } from '../api/download-file.ts';
import type { ListedDocument } from '../documents-model.ts';
import { useMonthLabel } from '../use-month-label.ts';

function NewBadge({ isUnread }: { isUnread: boolean }) {
  const { t } = useTranslation('documents');
  return isUnread ? <span className="doc-item__badge">{t('list.new')}</span> : null;
}

/** The rows drawn with the page; a phone's first screen shows fewer, so the footer is far below it. */

/** Newest first; an unread document is highlighted and says "New" (not by colour alone). */
export function StatementsList({ property, documents }: { property: Property; documents: ListedDocument[] }) {
  const { t, i18n } = useTranslation('documents');
  const monthLabel = useMonthLabel();
  const download = useDownload(property.id);
  const money = (amount: number) => formatMoney(amount, property.currency, i18n.language);
  return (
    <section className="documents-card" aria-labelledby="statements-list-title">
      <h2 id="statements-list-title" className="documents-card__title">
        {t('list.title')}
      </h2>
      {download.isError ? <Alert tone="error">{t('errors.download')}</Alert> : null}
      <ul className="doc-list">{documents.map(row)}</ul>
      <FileViewer viewer={download.viewer} onClose={download.closeViewer} />
    </section>
  );

  function row(document: ListedDocument) {
    if (document.kind === 'statement') {
      const { item } = document;
      const isUnread = item.is_read === '0';
      return (
        <li key={document.key} className={`doc-item${isUnread ? ' doc-item--unread' : ''}`}>
          <Link
            className="doc-item__main"
            to={paths.documents.getHref('statements', property.id, item.year, item.month)}
          >
            <span className="doc-item__title">
              {t('list.statementOf', { month: monthLabel(item.year, item.month) })}
            </span>
            <NewBadge isUnread={isUnread} />
            <span className="doc-item__amount">
              {t('list.net')}: <bdi>{money(item.net_amount)}</bdi>
            </span>
          </Link>
        </li>
      );
    }
    const { item } = document;
    const isUnread = item.is_read === '0';
    const fileName = financeFileNames.furnishing(property.nickname, item.statement_year, item.statement_month);
    return (
      <li key={document.key} className={`doc-item${isUnread ? ' doc-item--unread' : ''}`}>
        <div className="doc-item__main">
          <span className="doc-item__title">
            <bdi>{item.title}</bdi>
          </span>
          <NewBadge isUnread={isUnread} />
          <span className="doc-item__meta">
            {t('list.furnishing', { month: monthLabel(item.statement_year, item.statement_month) })}
          </span>
          <span className="doc-item__amount">
            {t('list.total', { amount: money(item.total) })} · {t('list.balance', { amount: money(item.balance) })}
          </span>
        </div>
        <Button
          variant="secondary"
          aria-label={t('list.downloadNamed', { name: item.title })}
          isLoading={download.busyPath === item.pdf}
          onClick={() => void download.download({ path: item.pdf, fileName, language: i18n.language })}
        >
          {t('list.download')}
        </Button>
      </li>
    );
  }
}
