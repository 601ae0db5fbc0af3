import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Workbox } from 'workbox-window';
import { i18n } from '../../lib/i18n.ts';
import { registerPwaTexts } from './pwa-i18n.ts';
import { UpdatePrompt } from './update-prompt.tsx';

/**
 * Registers the service worker (decision 096) with workbox-window, after the first screen is drawn. A new deployment's
 * worker waits; the owner is asked ('A new version is available', Reload) and only their choice reloads the page
 * (never a silent reload that would lose a half-filled form).
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  const host = document.createElement('div');
  host.className = 'update-prompt-host';
  document.body.append(host);
  const root = createRoot(host);
  const show = () => {
    registerPwaTexts();
    const reload = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    root.render(
      <I18nextProvider i18n={i18n}>
        <UpdatePrompt onReload={reload} onLater={() => root.render(null)} />
      </I18nextProvider>,
    );
  };
  workbox.addEventListener('waiting', show);
  void workbox.register();
}
