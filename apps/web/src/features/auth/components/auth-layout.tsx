import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelector } from '../../../components/language-selector.tsx';
import '../auth.css';

/** The public screens' frame: brand, language selector, and one card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-layout">
      <header className="auth-layout__header">
        <p className="auth-layout__brand">{t('common:app.title')}</p>
        <LanguageSelector />
      </header>
      <main className="auth-layout__main">
        <section className="auth-card" aria-labelledby="auth-card-title">
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
          {children}
        </section>
        <p className="auth-layout__tagline">{t('auth:layout.tagline')}</p>
      </main>
      <footer className="auth-layout__footer">
        {t('common:footer.copyright', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
