/**
 * The site popup's places for the user's own data (SPEC.md §2 "Marker popup": wishlist
 * toggle, visit form, visit removal, comments). The popup itself stays about the site; each
 * slot hands its site to the feature that owns it. They bring the outbox and the social code,
 * so they are a chunk of their own that site-popup.tsx loads when a site's popup first opens,
 * not part of the map's chunk evaluated at start (P1, P2).
 */
import type { CatalogueSiteRow } from '../../../db/catalogue-rows';
import { SiteComments } from '../../comments/site-comments';
import { VisitPanel } from '../../visits/visit-panel';
import { WishlistToggle } from '../../wishlist/wishlist-toggle';

/**
 * The wishlist toggle (add / remove, optimistic), the visit form (date, rating, comment,
 * photo; once visited, visit removal) and the site's comments, in the popup's order: what
 * site-popup.tsx loads as one chunk. Each is keyed by site: the popup stays mounted while
 * the user moves from site to site.
 */
export default function SiteSlots({ site }: { site: CatalogueSiteRow }) {
  return (
    <>
      <WishlistToggle key={`wishlist-${site.id}`} siteId={site.id} />
      <VisitPanel key={`visit-${site.id}`} site={site} />
      <SiteComments key={`comments-${site.id}`} siteId={site.id} />
    </>
  );
}
