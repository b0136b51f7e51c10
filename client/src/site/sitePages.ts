/**
 * Every page of the public site, by its route (English; the Bangla site is the same routes under
 * /bn), declared once: siteRoutes.tsx gives each its element (the compiler asks for one per
 * page, and for no other), and the service worker keeps the pages marked `offline`
 * (sw/scope.ts). A page added later is left to the network until it says `offline: true`. The
 * server's sitemap takes the built routes, and the pages with a parameter from the features.
 * Plain data: the service worker's bundle reads it too.
 */
export const SITE_PAGES = {
  '': { offline: true },
  'pages/contactus': { offline: true },
  'pages/news': { offline: true },
  'pages/news/:id': { offline: true },
  'pages/PressCoverage': { offline: true },
  'pages/PressCoverage/:id': { offline: true },
  // Sign-in's old address: it only redirects to /login.
  'pages/login': { offline: false },
  // The old "Help & FAQ" company page: the help centre replaced it; it only redirects to /help.
  'pages/help': { offline: false },
  // Company pages (about-us, directors, help, terms…): staff edit them in the back office.
  'pages/:slug': { offline: true },
  parcel: { offline: true },
  // A tool, not content: its answer is today's rate card on the server, and the island asks the
  // server; a kept copy would offer a form that cannot answer and could show last month's prices.
  'parcel/price': { offline: false },
  'parcel/merchant-registration': { offline: true },
  'it-service': { offline: true },
  'registration/driver': { offline: true },
  'registration/customer': { offline: true },
  'registration/fleet-partner': { offline: true },
  booking: { offline: true },
  status: { offline: true },
  // The help centre: its articles and their search (GET ?q=), content to keep offline.
  help: { offline: true },
  'help/:slug': { offline: true },
  // "Is this really us?": its answer comes from the server (a POST), so a kept copy could only
  // show the empty form; offline, the offline page says so instead of a form that cannot answer.
  check: { offline: false },
  // "Verify a captain or a vehicle": its answer comes from the server (a POST), as /check's.
  verify: { offline: false },
  // A data request is sent and confirmed online: nothing to keep.
  'privacy/request': { offline: false },
  // What the service worker shows offline for a page it has not kept (client/src/sw).
  offline: { offline: true },
} as const satisfies Record<string, { offline: boolean }>;

/** A page's route ('' is the home page). */
export type SitePath = keyof typeof SITE_PAGES;
