import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/index.ts';

/** A secret shown as dots until the owner reveals it (the Wi-Fi password), with a labelled toggle. */
export function SecretValue({ value, name }: { value: string; name: string }) {
  const { t } = useTranslation('summary');
  const [isShown, setIsShown] = useState(false);
  return (
    <span className="secret-value">
      <span className="secret-value__text" dir="ltr" aria-live="polite">
        {isShown ? (
          value
        ) : (
          <>
            <span aria-hidden="true">••••••••</span>
            <span className="visually-hidden">{t('secret.hidden')}</span>
          </>
        )}
      </span>
      <button
        type="button"
        className="ui-icon-button"
        aria-pressed={isShown}
        aria-label={isShown ? t('secret.hide', { name }) : t('secret.show', { name })}
        onClick={() => setIsShown((shown) => !shown)}
      >
        {isShown ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </span>
  );
}
