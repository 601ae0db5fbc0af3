import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { Workbox } from 'workbox-window';
import { i18n } from '../../lib/i18n.ts';
import { registerPwaTexts } from './pwa-i18n.ts';
import { UpdatePrompt } from './update-prompt.tsx';

let root: Root | undefined;

/**
 * A new deployment's service worker waits (decision 096): the owner is asked ('A new version is available', Reload)
 * and only their choice activates it and reloads the page, never a silent reload that would lose a half-filled form.
 * Drawn in a root of its own, over whatever page is open (the sign-in page included).
 */
export function showUpdatePrompt(workbox: Workbox): void {
  registerPwaTexts();
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  const shown = root;
  const reload = () => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  shown.render(
    <I18nextProvider i18n={i18n}>
      <UpdatePrompt onReload={reload} onLater={() => shown.render(null)} />
    </I18nextProvider>,
  );
}
