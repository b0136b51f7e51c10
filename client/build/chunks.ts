import type { Manifest } from './site-styles';

/**
 * Where each lazily loaded chunk of the client build is, by name (client/src/site/lazyPart.tsx
 * names a chunk after its module's export, and Vite names it after the module's file). A name
 * that two chunks share is left out rather than guessed at.
 */
export function lazyChunkFiles(manifest: Manifest): Record<string, string> {
  const found = new Map<string, string | null>();
  for (const entry of Object.values(manifest)) {
    if (!entry.isDynamicEntry || !entry.name) continue;
    found.set(entry.name, found.has(entry.name) ? null : `/${entry.file}`);
  }
  return Object.fromEntries([...found].filter((pair): pair is [string, string] => !!pair[1]));
}
