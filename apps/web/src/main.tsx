import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installGlobalErrorReporting } from './lib/client-errors.ts';
import { initI18n } from './lib/i18n.ts';
import { scheduleTokenRefresh } from './lib/session/token-refresh.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import './styles/overlays.css';
import './styles/shell.css';
import './styles/top-bar.css';

initI18n();
installGlobalErrorReporting();
scheduleTokenRefresh();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
