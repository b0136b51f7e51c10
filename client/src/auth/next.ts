/** Where to go after signing in: only same-site paths are honoured, never another origin. */
export function safeNextPath(next: string | null, fallback = '/dashbord'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  if (next.startsWith('/login')) return fallback;
  return next;
}
