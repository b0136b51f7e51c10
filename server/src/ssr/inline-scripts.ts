import { createHash } from 'node:crypto';

/*
 * The only inline scripts of a rendered page, and the CSP sources that allow exactly them
 * (server/src/app.ts): each by the hash of its text, so nothing else inline can run.
 */

/**
 * Public pages are plain links to each other, each a page load: the browser prerenders the page a
 * link leads to when the visitor hovers or touches it (`moderate`), so the load is instant.
 * Same-origin public pages only: never the back office, sign-in, the API or files.
 */
const SPECULATION_RULES_JSON = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          {
            not: {
              href_matches: [
                '/dashbord',
                '/pages/login',
                '/dashbord/*',
                '/login',
                '/unauthorized',
                '/forgot-password',
                '/reset-password',
                '/addcopter',
                '/api/*',
                '/uploads/*',
                '/graphql',
                '/*.xml',
              ],
            },
          },
          { not: { selector_matches: '[rel~=nofollow], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/**
 * Bangla pages start loading their Bengali font from the head, as soon as the inlined
 * `@font-face` rules are parsed, rather than when the first layout meets Bengali text.
 *
 * `document.fonts.load` goes through each face's sources in order, so a device that has
 * Noto Sans Bengali matches its own copy (`local()`) and downloads nothing, as before; any other
 * device (iOS, Windows, one with no Bengali font at all) starts the download while the rest of the
 * page is still being parsed. Left to the first layout, the file landed just after it: the page
 * was laid out and painted in the fallback font, then laid out again in Noto Sans Bengali
 * (Lighthouse on a device without a Bengali font: layout shift 0.014-0.065 on every Bangla page,
 * and a second full layout of the page). A preload would do the same without script, but it
 * downloads the file on every device, including phones that have the font. A failed download is
 * no console error: the page keeps the fallback font.
 */
const FONT_LOAD =
  "for(const w of['400','700'])document.fonts.load(w+' 1em \"Noto Sans Bengali\"','\\u0985').catch(()=>{})";

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP's `script-src` sources for the inline scripts below. */
export const INLINE_SCRIPT_SOURCES = [hash(SPECULATION_RULES_JSON), hash(FONT_LOAD)];

/** Every public page's speculation rules, for its head. */
export const SPECULATION_RULES = `<script type="speculationrules">${SPECULATION_RULES_JSON}</script>`;

/** For a Bangla page's head, after its inlined CSS (which declares the faces); nothing in English. */
export const fontLoadTag = (locale: string): string =>
  locale === 'bn' ? `<script>${FONT_LOAD}</script>` : '';
