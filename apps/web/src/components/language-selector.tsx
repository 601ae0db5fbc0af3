import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, switchLanguage } from '../lib/i18n.ts';
import { GlobeIcon } from './ui/icons.tsx';

/**
 * Changing the language stores it and reloads the page (docs/product/shell-and-languages.md#languages). The current language is always written: its own
 * name, or on a phone its code over the (transparent) select, which still takes the tap and is read out by name.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = LANGUAGES.find((language) => language.code === i18n.language);
  return (
    <div className="language-selector">
      <label htmlFor={id} className="visually-hidden">
        {t('topBar.language')}
      </label>
      <GlobeIcon className="language-selector__icon" />
      <span className="language-selector__code" aria-hidden="true">
        {current?.short}
      </span>
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
