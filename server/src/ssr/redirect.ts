/**
 * Where a redirect of ours may point: a path of this site, never another host. Browsers read a
 * location that starts with two slashes or backslashes (`//evil.example`, `/\evil.example`) as
 * another host, and drop tabs and newlines in it first: those, and anything that is not a plain
 * path once resolved, lead home instead.
 */
export function sameSitePath(location: string): string {
  const here = new URL('http://this.site');
  const path = location.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '/');
  if (!path.startsWith('/')) return '/';
  const url = new URL(path, here);
  return url.origin === here.origin ? `${url.pathname}${url.search}${url.hash}` : '/';
}
