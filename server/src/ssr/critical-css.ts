/**
 * The rules of the public stylesheet that a rendered page can use, inlined in its <head>: a
 * linked stylesheet costs a slow phone a round trip and its bytes before anything paints
 * (docs/benchmarks.md, "Figures behind the design choices"). The whole stylesheet still follows, without blocking the
 * paint (renderer.ts), for what the page shows once its JavaScript runs.
 *
 * The build read the stylesheet into a table of rules, each with what its selectors require of a
 * page (client/build/critical-rules.ts, written to dist/.vite/site-assets.json); here a rendered
 * page keeps the rows whose requirements its HTML meets, in the stylesheet's order. No CSS is
 * parsed per page. Mantine's global variables (`:root{…}`: every shade of every palette)
 * are kept only where the kept rules or the page's inline styles refer to them, directly or
 * through other variables: a page whose HTML fits a new connection's first round trip (TCP slow
 * start) arrives one round trip sooner.
 */

/** One row of the build's table, which client/build/critical-rules.ts writes (its type is this one). */
export type CriticalRule =
  /** `needs`: per selector, the tokens it requires (`.class`, `@attribute`, `@attribute=value`),
   *  or null when one selector requires nothing. `variables`: a `:root`/`:host` rule's
   *  declarations, whose custom properties a page keeps only when something it uses refers to
   *  them. */
  | { text: string; needs: string[][] | null; variables?: GlobalRule }
  | { group: string; rules: CriticalRule[] };

export interface GlobalRule {
  head: string;
  declarations: { text: string; name: string | null; uses: string[] }[];
}

const VARIABLE_USE = /var\(\s*(--[\w-]+)/g;
const usesIn = (text: string) => [...text.matchAll(VARIABLE_USE)].map((m) => m[1]);

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
  // What a <template> holds is not painted: its rules arrive with the whole stylesheet.
  const picked = pick(rules, presentIn(html.replace(TEMPLATE, '')));
  return renderPicked(picked, usedVariables(picked, html));
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const TEMPLATE = /<template\b[\s\S]*?<\/template>/g;
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
