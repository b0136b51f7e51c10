import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

interface ManifestEntry {
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export interface PageStyles {
  href: string;
  css: Buffer;
}

/**
 * The CSS of every public page chunk in one stylesheet (~6 kB gzip), linked from rendered pages.
 * Vite loads a lazy page's CSS with its JavaScript; without it (JavaScript off, or before it
 * arrives) the server's HTML would paint unstyled. The back office's CSS stays out.
 */
export function publicPageStyles(clientDist: string): PageStyles | null {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
  const entryCss = new Set(manifest['index.html']?.css ?? []);
  const seen = new Set<string>();
  const css: string[] = [];
  const walk = (key: string) => {
    if (seen.has(key) || key.startsWith('src/admin/')) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return;
    for (const c of entry.css ?? []) if (!entryCss.has(c) && !css.includes(c)) css.push(c);
    entry.imports?.forEach(walk);
    entry.dynamicImports?.forEach(walk);
  };
  walk('index.html');
  const body = Buffer.concat(css.map((c) => fs.readFileSync(path.join(clientDist, c))));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { href: `/site-pages.${hash}.css`, css: body };
}
