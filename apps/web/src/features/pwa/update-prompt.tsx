import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import './update-prompt.css';

/** A new version is waiting (decision 096): the owner reloads when it suits them, or later. */
export function UpdatePrompt({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const { t } = useTranslation('pwa');
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <p className="update-prompt__text">{t('update.text')}</p>
      <div className="update-prompt__actions">
        <Button variant="secondary" onClick={onLater}>
          {t('update.later')}
        </Button>
        <Button onClick={onReload}>{t('update.reload')}</Button>
      </div>
    </div>
  );
}
