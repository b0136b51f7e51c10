/**
 * The rules of the public stylesheet that a rendered page can use, to inline in its <head>: a
 * linked stylesheet costs a slow phone a round trip and its bytes before anything paints
 * (docs/benchmarks.md, "Figures behind the design choices"). The whole stylesheet still follows, without blocking the
 * paint (renderer.ts), for what the page shows once its JavaScript runs.
 *
 * A rule is kept when, for one of its selectors, the page's HTML has every class and attribute the
 * selector requires (`[data-size="xs"]` needs that value somewhere in the page, `[data-active]` or
 * `[href^="/"]` the attribute). What is inside `:not(…)`, `:where(…)`, `:is(…)` and other
 * parentheses is not counted as required: it may be negated or optional, so such rules are kept
 * rather than guessed at. A selector requiring nothing (`:root`, `body`), `@font-face` and
 * `@keyframes` are always kept. A selector for a state that only a visitor's hand brings
 * (`:hover`, `:active`, `:focus…`) is left to the whole stylesheet, a moment later. The result
 * is a superset of what the page's elements match at first paint, in the stylesheet's order, so
 * the cascade is the same as with the whole stylesheet. Mantine's global variables
 * (`:root{…}`: every shade of every palette) are kept only where the kept rules or the
 * page's inline styles refer to them, directly or through other variables: a page whose HTML
 * fits a new connection's first round trip (TCP slow start) arrives one round trip sooner.
 *
 * Read here, at build time, into a table (each rule with what it requires); the server keeps, per
 * rendered page, the rows its HTML meets (server/src/ssr/critical-css.ts), parsing no CSS. A
 * DOM-matching tool (beasties) would parse every page and the stylesheet again on each render.
 */
import type { CriticalRule, GlobalRule } from '../../server/src/ssr/critical-css';
import { blocks, GROUPING, render, selectors, splitTopLevel } from './css-split';

/** `.name` (CSS escapes allowed). */
const CLASS = /\.((?:[\w-]|\\.)+)/g;
/** `name`, `name=value`, `name="value"`, `name^='value' i`… (the inside of `[…]`). */
const ATTRIBUTE =
  /^\s*([\w-]+)\s*(?:([~|^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))\s*([is])?\s*)?$/;
/** States only a visitor brings about, never there at first paint. */
const HAND_STATE = /:(?:hover|active|focus(?:-visible|-within)?)(?![\w-])/;
/** Where Mantine declares its global variables: every shade of every palette. */
const GLOBAL = /^(?::root|:host)\b/;
const VARIABLE_USE = /var\(\s*(--[\w-]+)/g;
/** A page can never match (see criticalRules). */
const NEVER = ['\0'];

/**
 * What a selector requires of a page, as the tokens `presentIn` finds in its HTML: `.name` for a
 * class, `@name` for an attribute, `@name=value` for an attribute with that exact value. Only
 * outside parentheses; NEVER for a state that only a visitor brings about.
 */
function requirements(selector: string): string[] {
  let outside = '';
  let attribute = '';
  const needs: string[] = [];
  let parens = 0;
  let inBrackets = false;
  for (const c of selector) {
    if (inBrackets) {
      if (c === ']') {
        inBrackets = false;
        const m = ATTRIBUTE.exec(attribute);
        if (m) {
          const [, name, operator, ...rest] = m;
          const value = rest.slice(0, 3).find((v) => v !== undefined);
          const lower = name.toLowerCase();
          needs.push(operator === '=' && !rest[3] ? `@${lower}=${value}` : `@${lower}`);
        }
      } else attribute += c;
    } else if (c === '(') parens++;
    else if (c === ')') parens--;
    else if (parens === 0) {
      if (c === '[') {
        inBrackets = true;
        attribute = '';
        outside += ' ';
      } else outside += c;
    }
  }
  if (HAND_STATE.test(outside)) return NEVER;
  for (const m of outside.matchAll(CLASS)) needs.push(`.${m[1].replace(/\\(.)/g, '$1')}`);
  return needs;
}

const usesIn = (text: string) => [...text.matchAll(VARIABLE_USE)].map((m) => m[1]);

/** A rule body's declarations, split at its top-level semicolons. */
const declarations = (body: string): string[] => splitTopLevel(body, ';').filter((d) => d.trim());

function globalRule(head: string, body: string): GlobalRule {
  return {
    head,
    declarations: declarations(body).map((text) => {
      const name = /^\s*(--[\w-]+)\s*:/.exec(text)?.[1] ?? null;
      return { text, name, uses: usesIn(text) };
    }),
  };
}

/** A stylesheet read once into rules and what each needs. */
export function criticalRules(css: string): CriticalRule[] {
  return blocks(css).map((block): CriticalRule => {
    if (block.body !== undefined && GROUPING.test(block.head)) {
      return { group: block.head, rules: criticalRules(block.body) };
    }
    const text = render(block);
    if (block.body === undefined || block.head.startsWith('@')) return { text, needs: null };
    const list = selectors(block.head);
    const needs = list.map(requirements);
    return {
      text,
      needs: needs.some((tokens) => tokens.length === 0) ? null : needs,
      variables: list.every((s) => GLOBAL.test(s.trim()))
        ? globalRule(block.head, block.body)
        : undefined,
    };
  });
}
