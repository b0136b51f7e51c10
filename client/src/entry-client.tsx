import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { createApolloClient, loadNetworkLink } from './api/client';
import { App } from './App';
import type { PageState } from './entry-server';
import { loadI18n } from './i18n/i18n';
import { BN_PREFIX, localeOfPath } from './i18n/locales';
import { FormPostContext } from './site/forms/formPost';
import { markPainted } from './site/ui/useAfterFirstPaint';

// The no-JavaScript fallbacks in CSS (menus opening on hover) step aside.
document.documentElement.classList.remove('no-js');
// A rendered page links the back office's part of the stylesheet disabled (not fetched before the
// first paint, server/src/ssr/styles.ts); the app may go there now.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-later-css]')) {
  link.disabled = false;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** What the server rendered the page with (a JSON script: no inline script runs under CSP). */
function serverState(): PageState | undefined {
  const script = document.getElementById('__PAGE_STATE__');
  return script?.textContent ? (JSON.parse(script.textContent) as PageState) : undefined;
}

/**
 * The page's main thread work until it is live comes in separate tasks, each short: evaluating the
 * app's code, restoring the server's data into the cache, then hydration (itself split by React).
 * One task held them all (~27 ms here, over 100 ms on Lighthouse's phone: total blocking time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  // The page's language, from its address as on the server; its catalog and Lingui's runtime were
  // fetched beside the entry (the <meta name="page-code"> that server/src/ssr/page-code.ts writes).
  const locale = localeOfPath(window.location.pathname);
  const i18n = await loadI18n(locale);
  await nextTask();
  const state = serverState();
  const client = createApolloClient({ initialState: state?.apollo, i18n });
  await nextTask();
  const app = (
    <StrictMode>
      <FormPostContext.Provider value={state?.form ?? null}>
        <App client={client} i18n={i18n} basename={locale === 'bn' ? BN_PREFIX : undefined} />
      </FormPostContext.Provider>
    </StrictMode>
  );
  // As a transition, the first render is split into short tasks: the page stays responsive while
  // it starts (Lighthouse's total blocking time halves on the home page).
  startTransition(() => {
    if (root.firstElementChild) {
      // A public page rendered by the server: take it over with its data, without a request.
      markPainted();
      hydrateRoot(root, app);
    } else {
      // The back office (and `npm run dev` on Vite) start from the empty shell.
      createRoot(root).render(app);
    }
  });
}

void start(root);

// The links that talk to the server load once the page is live, before a visitor needs them.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
whenIdle(() => void loadNetworkLink());
