import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import './second-factor.css';

/** The ten recovery codes, shown this once after the enrolment: the member keeps them before the console opens. */
export function RecoveryCodesStep({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation('staffSecurity');
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n')).then(
      () => setIsCopied(true),
      () => setIsCopied(false),
    );
  };
  return (
    <section className="staff-second-factor" aria-labelledby="recovery-codes-title">
      <h1 id="recovery-codes-title">{t('codes.title')}</h1>
      <p className="staff-muted">{t('codes.intro')}</p>
      <ol className="staff-recovery-codes" aria-label={t('codes.listLabel')} dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="staff-second-factor__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('codes.copy')}
        </Button>
        <Button onClick={onContinue}>{t('codes.continue')}</Button>
      </div>
      {isCopied ? <Alert tone="success">{t('codes.copied')}</Alert> : null}
    </section>
  );
}

/** After a recovery code: how many are left, and what to do before they run out. */
export function RecoveryUsedStep({ left, onContinue }: { left: number; onContinue: () => void }) {
  const { t } = useTranslation('staffSecurity');
  return (
    <section className="staff-second-factor" aria-labelledby="recovery-used-title">
      <h1 id="recovery-used-title">{t('verify.title')}</h1>
      <Alert tone="warning" title={t('verify.recoveryLeft', { count: left })}>
        {t('verify.recoveryLeftHint')}
      </Alert>
      <Button isFullWidth onClick={onContinue}>
        {t('verify.continue')}
      </Button>
    </section>
  );
}
