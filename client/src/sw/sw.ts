/**
 * The public site's service worker, built with the client (`vite build --mode
 * sw`, then Workbox's injectManifest lists what it precaches: client/build/service-worker.ts).
 * All its caching is Workbox's strategies; this file only says which requests go to which.
 *
 * - Public pages: network first, the kept copy when the network fails; a page never kept shows
 *   the offline page in its language (precached at install).
 * - The build's files (named by their content): cache first.
 * - Both caches are bounded in entries and age.
 * - Everything else (the back office, sign-in, the API, GraphQL, uploads, any request with a
 *   token) is not routed: it goes to the network as if there were no service worker.
 * - Background Sync: the forms a visitor sent without a connection (site/forms/outbox.ts) are
 *   sent when it is back, and open pages are told to look at what became of them.
 *
 * A new deployment's worker takes over at once (skipWaiting + clientsClaim), with no "reload"
 * prompt: pages are network first, so the next page opened is the new deployment's whatever
 * worker answers it, and a page already open has loaded its islands' code up front (the loader
 * preloads all of it), so it does not ask the new deployment for chunks of the old one later.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { localeOfPath } from '../i18n/locales';
import { SYNC_TAG, sendKept } from '../site/forms/outbox';
import {
  OFFLINE_FORM_PAGES,
  OFFLINE_PAGES,
  isBuiltFile,
  isPublicFormPost,
  isPublicPage,
} from './scope';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

void self.skipWaiting();
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const DAY_SECONDS = 24 * 60 * 60;

/** Ours, asked for without a token (no request the site makes sends one to a public page). */
const ownAndAnonymous = (request: Request, url: URL) =>
  url.origin === self.location.origin && !request.headers.has('authorization');

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && ownAndAnonymous(request, url) && isPublicPage(url.pathname),
  new NetworkFirst({
    cacheName: 'pages',
    plugins: [
      // An error page or a redirect is not the page: never kept.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY_SECONDS }),
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && ownAndAnonymous(request, url) && isBuiltFile(url.pathname),
  new CacheFirst({
    cacheName: 'built-files',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 80,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// A form posted as a page (no JavaScript, or its island not awake yet) cannot be kept: the
// browser gives a service worker no way to send its body later. Routed only so that a failure
// reaches the catch handler below, which says so, instead of the browser's own error page.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && ownAndAnonymous(request, url) && isPublicFormPost(url.pathname),
  new NetworkOnly(),
  'POST',
);

// A page neither the network nor the cache could give: the offline page in its language; for a
// form, the one that says the form needs a connection and nothing was sent.
setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error();
  const locale = localeOfPath(new URL(request.url).pathname);
  const pages = request.method === 'POST' ? OFFLINE_FORM_PAGES : OFFLINE_PAGES;
  return (await matchPrecache(pages[locale])) ?? Response.error();
});

/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  tag: string;
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  const tellPages = async () => {
    for (const page of await self.clients.matchAll({ type: 'window' })) {
      page.postMessage({ type: SYNC_TAG });
    }
  };
  // A rejection (still offline) has the browser try again later.
  sync.waitUntil(sendKept().finally(tellPages));
});
