import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** A secret or link to copy: read-only, left to right, with a copy button that says whether it worked. */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const { t } = useTranslation('staffIntegrations');
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      // No clipboard (refused permission, plain http): the text is selected for the person to copy.
      field.current?.select();
      setCopied('failed');
    }
  };
  return (
    <div className="staff-link">
      <label className="staff-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} ref={field} readOnly value={value} dir="ltr" className="staff-search" />
      {hint ? <p className="staff-muted">{hint}</p> : null}
      <Button variant="secondary" onClick={() => void copy()}>
        {t('copy.button')}
      </Button>
      <p className="staff-muted" role="status">
        {copied ? t(`copy.${copied}`) : ''}
      </p>
    </div>
  );
}
