/**
 * `next` and `previous` links of a paged list: the request's own path and
 * query with only `offset` changed. Relative to the origin, so they stay right
 * behind a proxy.
 */
export function pageLinks(
  requestUrl: string,
  page: { limit: number; offset: number; total: number },
): { next: string | null; previous: string | null } {
  const url = new URL(requestUrl, 'http://localhost');
  const linkAt = (offset: number) => {
    url.searchParams.set('limit', String(page.limit));
    if (offset > 0) url.searchParams.set('offset', String(offset));
    else url.searchParams.delete('offset');
    return `${url.pathname}${url.search}`;
  };
  const nextOffset = page.offset + page.limit;
  return {
    next: nextOffset < page.total ? linkAt(nextOffset) : null,
    previous: page.offset > 0 ? linkAt(Math.max(0, page.offset - page.limit)) : null,
  };
}
