import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LanguageSelector } from '../../../components/language-selector.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { signOutStaff } from '../api/sign-out.ts';

export function StaffLayout({ staffName }: { staffName: string }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const signOut = async () => {
    await signOutStaff().catch(() => undefined);
    queryClient.removeQueries({ queryKey: ['staff'] });
  };
  return (
    <div className="staff">
      <header className="staff__header">
        <p className="staff__title">{t('title')}</p>
        <nav aria-label={t('nav.label')} className="staff__nav">
          <NavLink end to={paths.staff.getHref()}>
            {t('nav.owners')}
          </NavLink>
          <NavLink to={paths.staffOutbox.getHref()}>{t('nav.outbox')}</NavLink>
          <NavLink to={paths.staffAudit.getHref()}>{t('nav.audit')}</NavLink>
          <NavLink to={paths.staffStatements.getHref()}>{t('staffStatements:nav')}</NavLink>
          <NavLink to={paths.staffNotifications.getHref()}>{t('staffMessages:nav.notifications')}</NavLink>
          <NavLink to={paths.staffSupport.getHref()}>{t('staffMessages:nav.support')}</NavLink>
          <NavLink to={paths.staffIntegrations.getHref()}>{t('nav.integrations')}</NavLink>
        </nav>
        <div className="staff__account">
          <span>{t('nav.signedInAs', { name: staffName })}</span>
          <LanguageSelector />
          <Button variant="ghost" onClick={() => void signOut()}>
            {t('nav.signOut')}
          </Button>
        </div>
      </header>
      <main className="staff__main">
        <Outlet />
      </main>
    </div>
  );
}
