import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { AppError, HTTP_STATUS } from '../errors';
import { translate } from '../i18n/localize';
import { CATALOGS, type Locale } from '../i18n/messages';
import { countPublicWrite } from '../limits';
import type { Services } from '../services';
import { homeOf, sameSitePath } from './redirect';

/**
 * Lite mode (client/src/site/lite.ts): decided per request, before the HTML cache is asked, so
 * the cache keeps the two renderings of a page apart. The visitor's own choice from the footer
 * (a cookie) wins over what the browser says (`Save-Data: on`, a phone's data saver): someone who
 * turned lite mode off on a data-saving phone wanted the pictures.
 */

/** Where the footer's switch posts (the client's LITE_SWITCH_PATH), from a page in each language. */
export const LITE_PATHS = ['/lite', '/bn/lite'];
/** The remembered choice: `1` lite, `0` not, whatever the browser says. */
export const LITE_COOKIE = 'lite';
const CHOICE = new RegExp(`(?:^|;\\s*)${LITE_COOKIE}=([01])(?:;|$)`);
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isLite(req: Request): boolean {
  const chosen = CHOICE.exec(req.get('cookie') ?? '')?.[1];
  if (chosen !== undefined) return chosen === '1';
  return req.get('save-data')?.trim().toLowerCase() === 'on';
}

/**
 * What every HTML answer that depends on lite mode says to caches in between (and to the
 * browser's own): the answer differs by the browser's data saver and by the visitor's choice.
 */
export function varyByLite(res: Response): void {
  res.vary('Save-Data').vary('Cookie');
}

/** The language of the page the switch was pressed on (the Bangla site is under /bn). */
const localeOfBack = (back: string): Locale => (/^\/bn(?:[/?#]|$)/.test(back) ? 'bn' : 'en');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A refusal in the page's language, with a way back: the switch is a plain form, no script. */
function refuse(res: Response, status: number, message: string, back: string): void {
  const locale = localeOfBack(back);
  const text = translate(message, locale);
  res
    .status(status)
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>DigitalRideWeb</title></head><body><p role="alert">${escapeHtml(text)}</p>` +
        `<p><a href="${escapeHtml(back)}">${escapeHtml(CATALOGS[locale].backToPage)}</a></p>` +
        '</body></html>',
    );
}

/**
 * The footer's switch: remembers the choice and sends the visitor back to the page it was
 * pressed on, always a path of this site. Counted as a public write, like the other forms a
 * visitor posts.
 */
function liteSwitch(services: Services): RequestHandler {
  return async (req, res, next) => {
    const sent = (req.body ?? {}) as Record<string, unknown>;
    const back = sameSitePath(typeof sent.back === 'string' ? sent.back : '/', homeOf(req.path));
    try {
      if (res.locals.formRefused) throw res.locals.formRefused;
      await countPublicWrite(services.publicWrites, req.auth?.user, req.ip ?? 'unknown');
    } catch (err) {
      if (!(err instanceof AppError)) return next(err);
      if (err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      return refuse(res, HTTP_STATUS[err.kind], err.message, back);
    }
    if (sent.lite !== 'on' && sent.lite !== 'off') {
      return refuse(res, 400, CATALOGS.en.liteSwitch, back);
    }
    res
      .cookie(LITE_COOKIE, sent.lite === 'on' ? '1' : '0', {
        path: '/',
        maxAge: YEAR_SECONDS * 1000,
        sameSite: 'lax',
        httpOnly: true,
        secure: req.secure,
      })
      .setHeader('Cache-Control', 'no-store');
    res.redirect(303, back);
  };
}

export function liteRoutes(services: Services): Router {
  const router = Router();
  router.post(
    LITE_PATHS,
    express.urlencoded({ extended: false, limit: '4kb' }),
    // A body the parser refused (too large, not a form) is the visitor's, answered like any other.
    ((err, _req, res, next) => {
      const status = (err as { status?: number }).status ?? 500;
      if (status >= 500) return next(err);
      res.locals.formRefused = new AppError('BAD_USER_INPUT', CATALOGS.en.liteSwitch);
      next();
    }) as express.ErrorRequestHandler,
    liteSwitch(services),
  );
  return router;
}
