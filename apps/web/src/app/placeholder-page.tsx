import { useTranslation } from 'react-i18next';

// Stands in for pages whose feature issue has not landed yet (documents, help); each feature replaces its route.
export function PlaceholderPage() {
  const { t } = useTranslation('common');
  return (
    <section className="page">
      <p className="empty-state">{t('placeholder.comingSoon')}</p>
    </section>
  );
}
