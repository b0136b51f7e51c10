/** The <meta> naming a rendered page's lazily loaded code, which the boot module imports. */
export const PAGE_CODE_META = 'page-code';

/**
 * What a page's HTML says of the code it hydrates with: the app's entry, then the lazily loaded
 * chunks it rendered (the page, the footer, the home page's lower part), which client/src/boot.ts
 * imports beside the entry. Found only when React renders it, each chunk and then its imports came
 * one or two round trips after the entry. `files` is the build's table of lazily loaded chunks by
 * name (client/build/chunks.ts).
 */
export function pageCodeTag(
  entry: string,
  files: Record<string, string>,
  chunks: readonly string[],
): string {
  const hrefs = chunks.flatMap((name) => (Object.hasOwn(files, name) ? [files[name]] : []));
  return `<meta name="${PAGE_CODE_META}" content="${[entry, ...hrefs].join(' ')}">`;
}
