/**
 * docs/architecture.md § "Where a change goes" is a recipe a newcomer follows: every file it
 * names in full (a path from the repository's root, in backticks) must exist. Paths with a
 * placeholder (`<name>.rest.ts`) are patterns, not files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './config';

const ROOTS = /^(server|client|docs|e2e|scripts|deploy)\//;

/** The section's text: from its heading to the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no section "${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The paths written in full in backticks: `server/src/config.ts`, `server/src/limits/`. */
function namedPaths(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].replace(/\s+/g, ''));
  return quoted.filter((p) => ROOTS.test(p) && !/[<>*…]/.test(p));
}

it('names only files and folders that exist in "Where a change goes"', () => {
  const doc = fs.readFileSync(path.join(ROOT_DIR, 'docs', 'architecture.md'), 'utf8');
  const paths = namedPaths(section(doc, 'Where a change goes'));
  expect(paths.length).toBeGreaterThan(30);
  const missing = paths.filter((p) => !fs.existsSync(path.join(ROOT_DIR, p)));
  expect(missing).toEqual([]);
});

it('reads a path as written, and leaves patterns out', () => {
  expect(
    namedPaths('in `server/src/config.ts`, `client/src/site/<area>/`, `npm run schema`'),
  ).toEqual(['server/src/config.ts']);
});
