/**
 * Splits a built stylesheet in two by the CSS-module classes a set of pages can use: Mantine's
 * components compile to classes like `m_4081bf90`, which reach the browser only through the
 * JavaScript of the components that render them. A rule naming one of the given classes, or none
 * of Mantine's at all (the baseline, the variables), stays in `used`; a rule naming only classes
 * that no public page's code contains goes to `rest`, and so does a rule for the dark colour
 * scheme only (the site is light: MantineProvider's defaultColorScheme and index.html). Keyframes
 * and font faces stay in `used`. Grouping rules (`@media`, `@supports`, …) are split inside.
 *
 * Enough of a CSS reader for Vite's minified output (no dependency: the server's production image
 * installs only its own packages): blocks by brace depth, strings and comments skipped.
 */
export const MODULE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;

export const GROUPING = /^@(media|supports|container|layer)\b/i;

interface Block {
  /** Selector, or the at-rule with its prelude; the whole text for a statement (`@import …;`). */
  head: string;
  /** Between the braces; undefined for a statement. */
  body?: string;
}

/** Index just past the string or comment starting at `i`, or `i` when none starts there. */
function skipQuoted(css: string, i: number): number {
  const c = css[i];
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end === -1 ? css.length : end + 2;
  }
  return i;
}

/** The top-level blocks of a stylesheet (or of a grouping rule's body). */
export function blocks(css: string): Block[] {
  const found: Block[] = [];
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = css[i];
    if (c === ';') {
      const head = css.slice(start, i + 1).trim();
      if (head !== ';') found.push({ head });
      start = ++i;
    } else if (c === '{') {
      let depth = 1;
      let j = i + 1;
      while (j < css.length && depth > 0) {
        const next = skipQuoted(css, j);
        if (next !== j) {
          j = next;
          continue;
        }
        if (css[j] === '{') depth++;
        else if (css[j] === '}') depth--;
        j++;
      }
      found.push({ head: css.slice(start, i).trim(), body: css.slice(i + 1, j - 1) });
      start = i = j;
    } else i++;
  }
  return found;
}

/**
 * A text split at its top-level `separator`s: not those inside (…) or […] (`:where(.a,.b)`,
 * `rgb(0,0,0)`), strings or comments.
 */
export function splitTopLevel(text: string, separator: ',' | ';'): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const skipped = skipQuoted(text, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      found.push(text.slice(start, i));
      start = i + 1;
    }
    i++;
  }
  return [...found, text.slice(start)];
}

/** The selectors of a list, split at its top-level commas (not those inside `:where(…)`). */
export const selectors = (list: string): string[] => splitTopLevel(list, ',');

const DARK = /color-scheme=["']?dark/;

function needed(head: string, used: Set<string>): boolean {
  if (head.startsWith('@')) return true;
  if (selectors(head).every((selector) => DARK.test(selector))) return false;
  const classes = head.match(MODULE_CLASS) ?? [];
  return classes.length === 0 || classes.some((name) => used.has(name));
}

export const render = ({ head, body }: Block) => (body === undefined ? head : `${head}{${body}}`);

export function splitByClasses(css: string, used: Set<string>): { used: string; rest: string } {
  const keep: string[] = [];
  const later: string[] = [];
  for (const block of blocks(css)) {
    if (block.body !== undefined && GROUPING.test(block.head)) {
      const inner = splitByClasses(block.body, used);
      if (inner.used) keep.push(`${block.head}{${inner.used}}`);
      if (inner.rest) later.push(`${block.head}{${inner.rest}}`);
      continue;
    }
    (needed(block.head, used) ? keep : later).push(render(block));
  }
  return { used: keep.join(''), rest: later.join('') };
}

/** A stylesheet cut at top-level rules into parts of about `size` characters, in order (a rule
 *  larger than `size` is a part of its own). */
export function cutStylesheet(css: string, size: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const block of blocks(css)) {
    const text = render(block);
    if (current && current.length + text.length > size) {
      parts.push(current);
      current = '';
    }
    current += text;
  }
  return current ? [...parts, current] : parts;
}
