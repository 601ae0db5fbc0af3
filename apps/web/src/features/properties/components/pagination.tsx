import { pageItems } from '@portal/domain';
import { useTranslation } from 'react-i18next';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Numbered pagination (docs/product/properties.md#the-list), shown only when there is more than one page. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const { t } = useTranslation('properties');
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="pagination__step"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label={t('pagination.previous')}
      >
        <span aria-hidden="true" className="pagination__arrow">
          ‹
        </span>
      </button>
      <ol className="pagination__pages">
        {keyedPageItems(page, pageCount).map(({ item, key }) =>
          item === 'gap' ? (
            <li key={key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={key}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="pagination__step"
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
        aria-label={t('pagination.next')}
      >
        <span aria-hidden="true" className="pagination__arrow">
          ›
        </span>
      </button>
    </nav>
  );
}

/** A gap has no number of its own; it is named after the page before it, which is unique in the list. */
function keyedPageItems(page: number, pageCount: number) {
  return pageItems(page, pageCount).map((item, index, items) => ({
    item,
    key: item === 'gap' ? `gap-after-${items[index - 1]}` : `page-${item}`,
  }));
}
