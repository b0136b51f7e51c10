import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { createApolloClient, loadNetworkLink } from './api/client';
import { App } from './App';
import { loadI18n } from './i18n/loadI18n';
import { BN_PREFIX, localeOfPath } from './i18n/locales';

/**
 * The back office (and sign-in), a client-side app rendered from the empty shell; also what
 * `npm run dev` (Vite) serves, and the fallback when a public page fails to render on the server.
 * Server-rendered public pages do not load it: they hydrate their islands only (site/islands/load.ts).
 */
document.documentElement.classList.remove('no-js');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function start(root: HTMLElement) {
  const locale = localeOfPath(window.location.pathname);
  const i18n = await loadI18n(locale);
  const client = createApolloClient({ i18n });
  createRoot(root).render(
    <StrictMode>
      <App client={client} i18n={i18n} basename={locale === 'bn' ? BN_PREFIX : undefined} />
    </StrictMode>,
  );
}

void start(root);

// The links that talk to the server load once the app is live, before a visitor needs them.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
whenIdle(() => void loadNetworkLink());
