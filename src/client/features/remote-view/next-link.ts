/**
 * A `next` link of a paged answer ("/api/social/feed/?type=…&cursor=…", possibly absolute)
 * as the path the http client takes: relative to /api, no leading slash (ky's prefixUrl).
 * Null for a link outside /api, which the app never follows.
 */
export function apiPathOfLink(link: string): string | null {
  const url = new URL(link, 'http://app.invalid');
  if (!url.pathname.startsWith('/api/')) return null;
  return `${url.pathname.slice('/api/'.length)}${url.search}`;
}
