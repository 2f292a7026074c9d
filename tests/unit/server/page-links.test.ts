import { describe, expect, it } from 'vitest';
import { pageLinks } from '../../../src/server/http/page-links';

describe('pageLinks', () => {
  it('keeps the filters and moves only the offset', () => {
    expect(
      pageLinks('/api/heritage/sites/?search=kyoto&limit=10&offset=10', {
        limit: 10,
        offset: 10,
        total: 35,
      }),
    ).toEqual({
      next: '/api/heritage/sites/?search=kyoto&limit=10&offset=20',
      previous: '/api/heritage/sites/?search=kyoto&limit=10',
    });
  });

  it('has no next link on the last page and no previous link on the first', () => {
    expect(
      pageLinks('/x/?limit=10&offset=30', { limit: 10, offset: 30, total: 35 }).next,
    ).toBeNull();
    expect(pageLinks('/x/', { limit: 10, offset: 0, total: 35 }).previous).toBeNull();
  });
});
