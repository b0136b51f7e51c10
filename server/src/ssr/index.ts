import { Router, type Request } from 'express';
import { PublicCache } from '../cache/public-cache';
import type { Config } from '../config';
import { redactUrl, type Logger } from '../logger';
import type { Services } from '../services';
import { pageFormHandlers, type PageForm } from './form-post';
import { SITE_CARD } from './head';
import { isLite, liteRoutes, varyByLite } from './lite';
import { pageBytes } from './page-bytes';
import { createPageRenderer, type PageRenderer, type Rendered } from './renderer';
import { homeOf, sameSitePath } from './redirect';
import { siteCardPng } from './site-card';
import { robotsTxt, sitemapXml } from './sitemap';

export { createPageRenderer, type PageRenderer };

/** Pages whose query string is a visitor's rate-limited question (isQuestion below). */
const ASKED_PAGES = new Set(['/help', '/bn/help', '/parcel/price', '/bn/parcel/price']);
export { INLINE_SCRIPT_SOURCES } from './inline-scripts';

/**
 * The public site as HTML: every GET that wants a page (after the API, uploads and built assets
 * had their turn), the sitemap, robots.txt, the drawn share card and the features' forms sent
 * without JavaScript (Feature.forms). Rendered pages are cached by origin, URL and lite mode
 * (lite.ts) and the cache empties on every write
 * (`data_changed` on the event bus, from any instance); every visitor, signed in or not, gets
 * the same public HTML: what depends on the session is settled in the browser after hydration.
 */
export function ssrRoutes(opts: {
  config: Config;
  services: Services;
  log: Logger;
  renderer: PageRenderer;
  forms: PageForm[];
}): Router {
  const { config, services, log, renderer, forms } = opts;
  // Its own instance (same class, same invalidation as the API cache): pages are large, and
  // they must not push API answers out of the smaller cache.
  const html = new PublicCache<Rendered>(services.bus, 500);
  const bytes = pageBytes();
  const originOf = (req: Request) => config.PUBLIC_URL ?? `${req.protocol}://${req.get('host')}`;
  const router = Router();

  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .setHeader('Cache-Control', 'no-cache')
      .send(robotsTxt(originOf(req)));
  });

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const site = renderer.publicPaths();
      if (!site) return next();
      res
        .type('application/xml')
        .setHeader('Cache-Control', 'no-cache')
        .send(await sitemapXml(services, originOf(req), site));
    } catch (err) {
      next(err);
    }
  });

  router.get(SITE_CARD.path, async (_req, res, next) => {
    try {
      res
        .type('png')
        .setHeader('Cache-Control', 'public, max-age=86400')
        .send(await siteCardPng());
    } catch (err) {
      next(err);
    }
  });

  for (const form of forms) {
    router.post(form.paths, pageFormHandlers(form, services, renderer, originOf));
  }
  /** A page whose address carries a secret (a form's `secretParam`, from an e-mail). */
  const isSecret = (req: Request) =>
    forms.some((f) => f.secretParam && f.paths.includes(req.path) && f.secretParam in req.query);
  /**
   * A page answering what the visitor asked in its address (a help search, a parcel price): each
   * one is counted against the visitor's limit as the same question on /graphql is, so it is
   * rendered every time, never answered from (nor stored in) the cache: a cached answer would
   * skip the count, a refusal would reach other visitors, and free text would push real pages out.
   */
  const isQuestion = (req: Request) =>
    ASKED_PAGES.has(req.path) && Object.keys(req.query).length > 0;

  router.use(liteRoutes(services));

  // A form sent before the JavaScript took over (or without it) posts to its own page: the
  // visitor is sent back to it. Forms post, never GET, so what was typed stays out of URLs.
  router.post('/{*splat}', (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.redirect(303, sameSitePath(req.originalUrl, homeOf(req.path)));
  });

  router.get('/{*splat}', async (req, res, next) => {
    if (!req.accepts('html')) return next();
    let page: Rendered;
    const origin = originOf(req);
    // One page, two renderings: lite mode's is kept apart, so neither is ever served for the other.
    const lite = isLite(req);
    const key = `${lite ? 'lite ' : ''}${origin}${req.originalUrl}`;
    try {
      // A link with a secret token (a data request's confirmation): its page is never cached.
      const uncached = isSecret(req) || isQuestion(req);
      const cached = uncached ? undefined : html.get(key);
      res.setHeader('X-Cache', cached ? 'hit' : 'miss');
      const render = () => renderer.render(req.originalUrl, origin, undefined, lite, req.ip);
      page = cached ?? (uncached ? await render() : await html.wrap(key, render));
    } catch (err) {
      // A page that fails to render still works: the browser renders it from the shell.
      log.error(
        { err, url: redactUrl(req.originalUrl) },
        'server rendering failed; answering the shell',
      );
      page = { kind: 'shell', html: renderer.shell() };
    }
    res.setHeader('Cache-Control', 'no-cache');
    varyByLite(res);
    if (page.kind === 'redirect')
      return res.redirect(302, sameSitePath(page.location, homeOf(req.path)));
    res.status(page.kind === 'page' ? page.status : 200).type('html');
    // Brotli when taken, whatever the order the browser names its encodings in (Chromium: gzip
    // first), then gzip.
    const encoding = (['br', 'gzip'] as const).find((e) => req.acceptsEncodings(e) === e);
    if (!encoding) return res.send(page.html);
    res.setHeader('Content-Encoding', encoding);
    res.vary('Accept-Encoding').send(bytes(page, page.html, encoding));
  });

  return router;
}
