/**
 * SLOTS FOR THE VISITS ISSUE. The site popup reserves these places (SPEC.md
 * §2 "Marker popup": wishlist toggle, visit form, visit removal, comments).
 * They render nothing until the visits issue fills them in — no fake buttons,
 * no placeholder data. Each receives the site it belongs to.
 */
import type { CatalogueSiteRow } from '../../../db/catalogue-rows';

export interface SiteSlotProps {
  site: CatalogueSiteRow;
}

/** The wishlist toggle (add / remove, optimistic). */
export function WishlistToggleSlot(_props: SiteSlotProps) {
  return null;
}

/** The visit form (date, rating, comment, photo) and, once visited, visit removal. */
export function VisitFormSlot(_props: SiteSlotProps) {
  return null;
}

/** The site's comments and the form to post one. */
export function SiteCommentsSlot(_props: SiteSlotProps) {
  return null;
}
