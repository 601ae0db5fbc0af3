import type { Property } from '@portal/contract';
import { pageCount } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { useSearchText } from '../../lib/search-text.ts';
import { writeValue } from '../../lib/session/storage.ts';
import { STORAGE_KEYS } from '../../lib/session/storage-keys.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useProperties } from './api/get-properties.ts';
import { useSurveyStatus } from './api/get-survey-status.ts';
import { PROPERTIES_PAGE_SIZE } from './api/properties-query.ts';
import { Pagination } from './components/pagination.tsx';
import { PropertyCard } from './components/property-card.tsx';
import { ThankYouPanel, WelcomePanel } from './components/welcome-panel.tsx';
import './properties.css';

const SEARCH_DEBOUNCE_MS = 250;

/** Navigation state other pages pass when they send the owner back here with a message. */
export interface PropertiesNotice {
  notice?: 'propertyNotFound';
}

function rememberProperty(property: Property): void {
  writeValue(STORAGE_KEYS.propertyId, String(property.id));
  writeValue(STORAGE_KEYS.selectedProperty, { id: property.id, nickname: property.nickname });
}

/** Cards a phone or a laptop shows before any scrolling (one column at 360 px, up to two rows wider). */
const FIRST_SCREEN_CARDS = 2;

export function PropertiesPage() {
  const { t } = useTranslation('properties');
  const [search] = useSearchText();
  const [params] = useSearchParams();
  const notice = (useLocation().state as PropertiesNotice | null)?.notice;
  const isInitialize = params.get('initialize') === 'true';
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ search: settledSearch, page: 1 });
  const page = paging.search === settledSearch ? paging.page : 1;
  const properties = useProperties({ page, limit: PROPERTIES_PAGE_SIZE, search: settledSearch });
  // Asked only when it decides what shows: onboarding was requested, or the owner has no properties yet.
  const hasNoProperties = properties.data?.totalProperties === 0 && !settledSearch;
  const survey = useSurveyStatus(isInitialize || hasNoProperties);
  const isRussian = survey.data?.isRussian ?? false;

  if (isInitialize) return survey.isPending ? <FullScreenLoader /> : <WelcomePanel isRussian={isRussian} />;
  if (properties.isPending) return <FullScreenLoader />;
  if (properties.isError) {
    return (
      <section className="page">
        <LoadFailure error={properties.error} onRetry={() => void properties.refetch()} />
      </section>
    );
  }

  const { totalProperties, properties: items } = properties.data;
  if (totalProperties === 0 && !settledSearch) {
    if (survey.isPending) return <FullScreenLoader />;
    if (survey.isError) {
      return (
        <section className="page">
          <LoadFailure error={survey.error} onRetry={() => void survey.refetch()} />
        </section>
      );
    }
    return survey.data?.isCompleted === false ? <WelcomePanel isRussian={isRussian} /> : <ThankYouPanel />;
  }

  const goToPage = (next: number) => {
    setPaging({ search: settledSearch, page: next });
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="page properties-page" aria-busy={properties.isFetching || undefined}>
      <h1 className="visually-hidden">{t('title')}</h1>
      {notice === 'propertyNotFound' ? <Alert tone="error">{t('propertyNotFound')}</Alert> : null}
      <p className="properties-page__count" aria-live="polite">
        {settledSearch ? t('matches', { count: totalProperties }) : t('count', { count: totalProperties })}
      </p>
      {items.length === 0 ? (
        <p className="empty-state">{t('noResults', { search: settledSearch })}</p>
      ) : (
        <ul className="property-grid">
          {items.map((property, index) => (
            <PropertyCard
              key={property.id}
              property={property}
              onOpen={rememberProperty}
              isFirstScreen={index < FIRST_SCREEN_CARDS}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount(totalProperties, PROPERTIES_PAGE_SIZE)} onPage={goToPage} />
    </section>
  );
}
