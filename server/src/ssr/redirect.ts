/**
 * The one guard every redirect of ours goes through (lite.ts, form-post.ts, index.ts): where it
 * may point is a path of this site, never another host.
 *
 * The target is resolved as a URL against the site's origin first, as a browser would resolve
 * it: the URL parser drops tabs and newlines, reads backslashes as slashes and removes dot
 * segments. Cleaning the text before that is what let `/.//evil.example` through: squeezed
 * slashes first, the dot segment then left `//evil.example`, which a browser reads as a host.
 * Only a target whose origin is the site's is kept, and then only as a path that cannot be read
 * as another host (never `//` or `/\`); anything else leads to the home page of that language.
 */

/** Any origin does: only whether the target stays on it matters, and only its path is sent. */
const SITE = 'http://this.site';

/** The home page of a path's language: the Bangla site is under /bn. */
export const homeOf = (path: string): string => (/^\/bn(?:[/?#]|$)/.test(path) ? '/bn' : '/');

export function sameSitePath(target: string, home = '/'): string {
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return home;
  }
  if (url.origin !== SITE) return home;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return /^\/[/\\]/.test(path) ? home : path;
}
