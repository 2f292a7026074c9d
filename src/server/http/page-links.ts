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

/** The same for lists paged by `page` (1-based) and `page_size`, as the feed and visits are. */
export function pageNumberLinks(
  requestUrl: string,
  paging: { page: number; pageSize: number; total: number },
): { next: string | null; previous: string | null } {
  const url = new URL(requestUrl, 'http://localhost');
  const linkTo = (page: number) => {
    url.searchParams.set('page', String(page));
    return `${url.pathname}${url.search}`;
  };
  return {
    next: paging.page * paging.pageSize < paging.total ? linkTo(paging.page + 1) : null,
    previous: paging.page > 1 ? linkTo(paging.page - 1) : null,
  };
}
