import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/app.tsx';
import { createRouter, preloadRoute } from './app/router.tsx';
import { installGlobalErrorReporting } from './lib/client-errors.ts';
import { addTexts, initI18n, keepLanguageCookieAtStart, loadTexts, storedLanguage } from './lib/i18n.ts';
import { readSession } from './lib/session/storage.ts';
import { scheduleTokenRefresh } from './lib/session/token-refresh.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import './styles/overlays.css';
import './styles/shell.css';
import './styles/top-bar.css';

installGlobalErrorReporting();
scheduleTokenRefresh();

async function start(): Promise<void> {
  // The reader's language only: its texts load beside the app's code, the other two never (decision 058).
  const language = storedLanguage();
  keepLanguageCookieAtStart(language);
  // i18next starts before any chunk is preloaded: a chunk evaluates as it arrives, and some add their own texts.
  initI18n(language, {});
  const queryClient = createQueryClient();
  preloadRoute(window.location.pathname, queryClient);
  addTexts(language, await loadTexts(language));
  const root = document.getElementById('root');
  if (!root) return;
  const router = createRouter();
  // A signed-in owner's saved screens are back in the cache before the first render (offline reading, decision 097);
  // the sign-in page loads that chunk, and the service worker's, only once it is drawn.
  const startOffline = () => import('./lib/offline/start.ts').then((offline) => offline.startOffline(queryClient));
  if (readSession().sessionToken) await startOffline();
  else window.setTimeout(startOffline, 2000);
  createRoot(root).render(
    <StrictMode>
      <App router={router} client={queryClient} />
    </StrictMode>,
  );
}

void start();
