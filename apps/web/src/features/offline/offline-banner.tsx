import i18next from 'i18next';
import './offline.css';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import ru from './i18n/ru.json';

// The offline texts, namespace 'offline', come with the banner: the forms' refusals, which happen only while it shows,
// use them too. The staff console and the sign-in page carry none of them.
for (const [language, texts] of Object.entries({ en, ru, ar })) {
  if (!i18next.hasResourceBundle(language, 'offline')) i18next.addResourceBundle(language, 'offline', texts);
}

/** The newest of the data on screen (epoch ms): what "saved at" names. */
function useSavedAt(): number | null {
  const queryClient = useQueryClient();
  const times = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => query.state.dataUpdatedAt);
  return times.length > 0 ? Math.max(...times) : null;
}

/**
 * Without a network (decision 097): the screens show what the device saved, and this says so and from when. Loaded by
 * the shell only when the network goes (the service worker keeps its file).
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation('offline');
  const savedAt = useSavedAt();
  const time =
    savedAt === null
      ? null
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt);
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {time === null ? t('bannerNothingSaved') : t('banner', { time })}
    </div>
  );
}
