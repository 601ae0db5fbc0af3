import { useTranslation } from 'react-i18next';
import { AuditTable } from './audit-table.tsx';

export function AuditPage() {
  const { t } = useTranslation('staff');
  return (
    <section className="staff-section">
      <h1>{t('audit.title')}</h1>
      <AuditTable />
    </section>
  );
}
