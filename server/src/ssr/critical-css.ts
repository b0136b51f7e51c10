/**
 * The rules of the public stylesheet that a rendered page can use, to inline in its <head>: a
 * linked stylesheet costs a slow phone a round trip and ~25 kB before anything paints (Lighthouse's
 * slow 4G: ~0.3 s of a 1.2 s budget). The whole stylesheet still follows, without blocking the
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
 * (`:root{…}`: every shade of every palette, ~17 kB) are kept only where the kept rules or the
 * page's inline styles refer to them, directly or through other variables: a page whose HTML
 * fits a new connection's first ~14 kB arrives one round trip sooner.
 *
 * Computed per rendered page (a few hundred microseconds; rendered pages are cached) rather than
 * with a DOM-matching library (beasties): that parses every page and the stylesheet again on each
 * render, and the stylesheet's reader is already here (css-split.ts).
 */
import { blocks, GROUPING, render, selectors, splitTopLevel } from './css-split';

export type CriticalRule =
  /** `needs`: per selector, what it requires of the page (see `requirements`), or null when one
   *  selector requires nothing. `variables`: a `:root`/`:host` rule's declarations, whose custom
   *  properties a page keeps only when something it uses refers to them. */
  | { text: string; needs: string[][] | null; variables?: GlobalRule }
  | { group: string; rules: CriticalRule[] };

interface GlobalRule {
  head: string;
  declarations: { text: string; name: string | null; uses: string[] }[];
}

/** `.name` (CSS escapes allowed). */
const CLASS = /\.((?:[\w-]|\\.)+)/g;
/** `name`, `name=value`, `name="value"`, `name^='value' i`… (the inside of `[…]`). */
const ATTRIBUTE =
  /^\s*([\w-]+)\s*(?:([~|^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))\s*([is])?\s*)?$/;
/** States only a visitor brings about, never there at first paint. */
const HAND_STATE = /:(?:hover|active|focus(?:-visible|-within)?)(?![\w-])/;
/** Where Mantine declares its global variables: every shade of every palette (~17 kB). */
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

type Picked = string | GlobalRule | { group: string; picked: Picked[] };

function pick(rules: CriticalRule[], present: Set<string>): Picked[] {
  const picked: Picked[] = [];
  for (const rule of rules) {
    if ('group' in rule) {
      const inner = pick(rule.rules, present);
      if (inner.length) picked.push({ group: rule.group, picked: inner });
    } else if (!rule.needs || rule.needs.some((tokens) => tokens.every((t) => present.has(t)))) {
      picked.push(rule.variables ?? rule.text);
    }
  }
  return picked;
}

/** The global variables that the picked rules or the page's inline styles refer to, directly or
 *  through other variables. */
function usedVariables(picked: Picked[], html: string): Set<string> {
  const used = new Set(usesIn(html));
  const defined = new Map<string, string[]>();
  const visit = (items: Picked[]) => {
    for (const item of items) {
      if (typeof item === 'string') usesIn(item).forEach((name) => used.add(name));
      else if ('group' in item) visit(item.picked);
      else
        for (const d of item.declarations) {
          if (!d.name) d.uses.forEach((name) => used.add(name));
          else defined.set(d.name, [...(defined.get(d.name) ?? []), ...d.uses]);
        }
    }
  };
  visit(picked);
  const queue = [...used];
  while (queue.length) {
    for (const name of defined.get(queue.pop() as string) ?? []) {
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
    }
  }
  return used;
}

function renderPicked(picked: Picked[], used: Set<string>): string {
  let css = '';
  for (const item of picked) {
    if (typeof item === 'string') css += item;
    else if ('group' in item) css += `${item.group}{${renderPicked(item.picked, used)}}`;
    else {
      const kept = item.declarations.filter((d) => !d.name || used.has(d.name));
      if (kept.length) css += `${item.head}{${kept.map((d) => d.text).join(';')}}`;
    }
  }
  return css;
}

/**
 * The rules a page (its whole HTML) can use, in the stylesheet's order; of the global variables,
 * only those that these rules or the page's inline styles refer to.
 */
export function criticalCss(rules: CriticalRule[], html: string): string {
  const picked = pick(rules, presentIn(html));
  return renderPicked(picked, usedVariables(picked, html));
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
/** An attribute in a tag as React writes it (double quotes), or bare. Text that merely looks like
 *  one only adds to what is present: more rules kept, never fewer. */
const ANY_ATTRIBUTE = /\s([\w-]+)(?:="([^"]*)")?(?=[\s>/])/g;
const ENTITY: Record<string, string> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  '#39': "'",
  '#x27': "'",
};
const decoded = (text: string) => text.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, e) => ENTITY[e]);

/** Every class named in an HTML text's class attributes. */
export function classesIn(html: string, into = new Set<string>()): Set<string> {
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value.split(/\s+/)) if (name) into.add(decoded(name));
  }
  return into;
}

/** What selectors can require of a page that its HTML has (see `requirements`). */
export function presentIn(html: string): Set<string> {
  const present = new Set([...classesIn(html)].map((name) => `.${name}`));
  for (const [, name, value] of html.matchAll(ANY_ATTRIBUTE)) {
    const lower = name.toLowerCase();
    present.add(`@${lower}`);
    if (value !== undefined) present.add(`@${lower}=${decoded(value)}`);
  }
  return present;
}
