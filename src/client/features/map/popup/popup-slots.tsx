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

export interface SiteSlotProps {
  site: CatalogueSiteRow;
}

/** The wishlist toggle (add / remove, optimistic). */
export function WishlistToggleSlot({ site }: SiteSlotProps) {
  // Keyed by site: the popup stays mounted while the user moves from site to site.
  return <WishlistToggle key={site.id} siteId={site.id} />;
}

/** The visit form (date, rating, comment, photo) and, once visited, visit removal. */
export function VisitFormSlot({ site }: SiteSlotProps) {
  return <VisitPanel key={site.id} site={site} />;
}

/** The site's comments and the form to post one. */
export function SiteCommentsSlot({ site }: SiteSlotProps) {
  return <SiteComments key={site.id} siteId={site.id} />;
}

/** The three slots in the popup's order: what site-popup.tsx loads as one chunk. */
export default function SiteSlots({ site }: SiteSlotProps) {
  return (
    <>
      <WishlistToggleSlot site={site} />
      <VisitFormSlot site={site} />
      <SiteCommentsSlot site={site} />
    </>
  );
}
