import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useBackButtonTo } from '../../lib/native/use-back-button.ts';
import { useFaq } from './api/get-faq.ts';
import { FaqAccordion } from './components/faq-accordion.tsx';
import { type FaqCategory, matchFaq, openForQuery, toCategories } from './faq-model.ts';
import { registerHelpTexts } from './help-i18n.ts';
import './help.css';

registerHelpTexts();

const NO_CATEGORIES: FaqCategory[] = [];

/** /help/faq/{propertyId?} (docs/product/help.md#faq): the FAQ in the reader's language, by category, searchable. */
export function FaqPage() {
  const { t, i18n } = useTranslation('help');
  const { propertyId } = useParams();
  useBackButtonTo(paths.properties.getHref());
  const searchId = useId();
  const faq = useFaq(i18n.language);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const categories = useMemo(() => (faq.data ? toCategories(faq.data) : NO_CATEGORIES), [faq.data]);
  const matches = useMemo(() => matchFaq(categories, query, i18n.language), [categories, query, i18n.language]);
  const isSearching = query.trim() !== '';

  const search = (text: string) => {
    setQuery(text);
    setOpen(openForQuery(matchFaq(categories, text, i18n.language), text));
  };
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (faq.isPending) {
    return (
      <section className="page help-page">
        <p className="help-state" role="status">
          <Spinner size="small" /> {t('faq.loading')}
        </p>
      </section>
    );
  }
  if (faq.isError) {
    return (
      <section className="page help-page">
        <LoadFailure error={faq.error} onRetry={() => void faq.refetch()} failure={t('faq.failed')} />
      </section>
    );
  }
  return (
    <section className="page help-page faq-page">
      <div className="help-search">
        <label htmlFor={searchId} className="ui-field__label">
          {t('faq.search')}
        </label>
        <div className="help-search__control">
          <SearchIcon className="help-search__icon" />
          <input
            id={searchId}
            type="search"
            className="ui-field__input help-search__input"
            value={query}
            onChange={(event) => search(event.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
      <p className="help-search__result" role="status">
        {isSearching && matches.count > 0 ? t('faq.matches', { count: matches.count }) : ''}
      </p>
      {isSearching && matches.count === 0 ? (
        <div className="help-state help-state--empty">
          <p>{t('faq.noMatches', { query: query.trim() })}</p>
          <Link to={paths.helpContact.getHref(propertyId)}>{t('faq.writeToSupport')}</Link>
        </div>
      ) : null}
      {categories.length === 0 ? <p className="help-state">{t('faq.empty')}</p> : null}
      <FaqAccordion categories={matches.categories} open={open} onToggle={toggle} />
    </section>
  );
}
