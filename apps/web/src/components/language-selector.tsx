import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, switchLanguage } from '../lib/i18n.ts';
import { GlobeIcon } from './ui/icons.tsx';

/** Changing the language stores it and reloads the page (spec §1). */
export function LanguageSelector() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className="language-selector">
      <label htmlFor={id} className="visually-hidden">
        {t('topBar.language')}
      </label>
      <GlobeIcon className="language-selector__icon" />
      <select
        id={id}
        className="language-selector__select"
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void switchLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
