import { createContext, useContext } from 'react';

/**
 * Lite mode: the page as a visitor on a slow or metered connection wants it — no decorative
 * pictures, no carousel (nor its code), the smallest copy of each image. The server decides it
 * per request (the browser's `Save-Data: on`, or the visitor's own choice from the footer,
 * remembered in a cookie: server/src/ssr/lite.ts) and renders the page with it; nothing in the
 * browser reads it, so it works the same without JavaScript.
 */
export const LiteContext = createContext(false);

export const useLite = (): boolean => useContext(LiteContext);

/**
 * Where the footer's switch posts (a plain form: it works without JavaScript), under the page's
 * language like every page: offline, the service worker answers in that language.
 */
export const LITE_SWITCH_PATH = '/lite';
