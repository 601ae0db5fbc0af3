import { useTranslation } from 'react-i18next';

// Placeholder of the shell (helper B); the calendar feature (helper C) replaces this page.
export function CalendarPage() {
  const { t } = useTranslation('common');
  return (
    <section className="page">
      <p className="empty-state">{t('placeholder.comingSoon')}</p>
    </section>
  );
}
