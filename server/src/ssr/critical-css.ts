/**
 * The rules of the public stylesheet that a rendered page can use, to inline in its <head>: a
 * linked stylesheet costs a slow phone a round trip and ~25 kB before anything paints (Lighthouse's
 * slow 4G: ~0.3 s of a 1.2 s budget). The whole stylesheet still follows, without blocking the
 * paint (renderer.ts), for what the page shows once its JavaScript runs.
 *
 * A rule is kept when, for one of its selectors, the page's HTML has every class the selector
 * requires. Classes inside `:not(…)`, `:where(…)`, `:is(…)` or `[…]` are not counted as
 * required: they may be negated or optional, so such rules are kept rather than guessed at. A
 * selector without a class (`:root`, `body`, `[data-…]`), `@font-face` and `@keyframes` are
 * always kept. The result is a superset of what the page's elements match, in the stylesheet's
 * order, so the cascade is the same as with the whole stylesheet.
 *
 * Computed per rendered page (a few hundred microseconds; rendered pages are cached) rather than
 * with a DOM-matching library (beasties): that parses every page and the stylesheet again on each
 * render, and the stylesheet's reader is already here (css-split.ts).
 */
import { blocks, GROUPING, render, selectors } from './css-split';

export type CriticalRule =
  /** `needs`: per selector, the classes it requires; null when one selector requires none. */
  { text: string; needs: string[][] | null } | { group: string; rules: CriticalRule[] };

/** `.name` (CSS escapes allowed) outside brackets and parentheses. */
const CLASS = /\.((?:[\w-]|\\.)+)/g;

function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) outside += c;
  }
  return [...outside.matchAll(CLASS)].map((m) => m[1].replace(/\\(.)/g, '$1'));
}

/** A stylesheet read once into rules and what each needs. */
export function criticalRules(css: string): CriticalRule[] {
  return blocks(css).map((block): CriticalRule => {
    if (block.body !== undefined && GROUPING.test(block.head)) {
      return { group: block.head, rules: criticalRules(block.body) };
    }
    const text = render(block);
    if (block.body === undefined || block.head.startsWith('@')) return { text, needs: null };
    const needs = selectors(block.head).map(requiredClasses);
    return { text, needs: needs.some((classes) => classes.length === 0) ? null : needs };
  });
}

/** The rules a page with these classes can use, in the stylesheet's order. */
export function criticalCss(rules: CriticalRule[], present: Set<string>): string {
  let css = '';
  for (const rule of rules) {
    if ('group' in rule) {
      const inner = criticalCss(rule.rules, present);
      if (inner) css += `${rule.group}{${inner}}`;
    } else if (!rule.needs || rule.needs.some((classes) => classes.every((c) => present.has(c)))) {
      css += rule.text;
    }
  }
  return css;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Every class named in an HTML text's class attributes. */
export function classesIn(html: string, into = new Set<string>()): Set<string> {
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value.split(/\s+/)) if (name) into.add(name.replace(/&amp;/g, '&'));
  }
  return into;
}
