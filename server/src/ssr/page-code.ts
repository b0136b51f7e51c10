import type { Manifest } from './styles';

/** The <meta> naming a rendered page's lazily loaded code, which the boot script imports. */
export const PAGE_CODE_META = 'page-code';

/**
 * Where each lazily loaded chunk of the client build is, by name (client/src/site/lazyPart.tsx
 * names a chunk after its module's export, and Vite names it after the module's file). A name
 * that two chunks share is left out rather than guessed at.
 */
export function lazyChunkFiles(manifest: Manifest | null): Map<string, string> {
  const found = new Map<string, string | null>();
  for (const entry of Object.values(manifest ?? {})) {
    if (!entry.isDynamicEntry || !entry.name) continue;
    found.set(entry.name, found.has(entry.name) ? null : `/${entry.file}`);
  }
  return new Map([...found].filter((pair): pair is [string, string] => pair[1] !== null));
}

/**
 * What a page's HTML says of the code it hydrates with beyond the app's entry (the page, the
 * footer, the home page's lower part): the boot script imports it beside the entry. Found only
 * when React renders it, each chunk and then its imports came one or two round trips after the
 * entry.
 */
export function pageCodeTag(files: Map<string, string>, chunks: readonly string[]): string {
  const hrefs = chunks.flatMap((name) => files.get(name) ?? []);
  return hrefs.length ? `<meta name="${PAGE_CODE_META}" content="${hrefs.join(' ')}">` : '';
}
