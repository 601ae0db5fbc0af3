import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle (docs/product/shell-and-languages.md#shell-layout sign-in, settings change password). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="ui-icon-button ui-field__toggle"
          aria-label={isVisible ? t('password.hide') : t('password.show')}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((value) => !value)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
