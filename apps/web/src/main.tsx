import './lib/dom-props';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLocale } from './i18n/start-locale';
import './styles/global.css';
import './components/ui/ui.css';

// The theme store parses with zod, which the first load leaves out: it arrives while the session is
// checked. Until then <html data-theme="dark"> and the default accent of the stylesheet apply.
void import('./lib/theme-settings').then(({ startTheme }) => startTheme());
// The service worker (installable app, offline downloads): its small chunk is fetched once the page has loaded.
window.addEventListener('load', () => void import('./features/downloads/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker()), { once: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// French pages start at once; an English one first installs its texts (the boot script already asked for them).
void startLocale().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
