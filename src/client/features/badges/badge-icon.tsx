import type { BadgeCategory } from '../../../shared/collecting/badge-categories';
import { BadgeArtwork } from './badge-artwork';

/** Tiers beyond this share its colour; the number on the medallion still tells them apart. */
const TIER_COLOURS = 9;

/**
 * A badge's medallion: its category's artwork, the tier as the medallion's colour and as a
 * number on it, greyed until earned. Decorative: the card names the badge and its tier.
 */
export function BadgeIcon({
  category,
  tier,
  earned,
}: {
  category: BadgeCategory;
  tier: number;
  earned: boolean;
}) {
  const colour = Math.min(Math.max(1, tier), TIER_COLOURS);
  return (
    <svg
      className={`badge-icon badge-icon--tier-${colour}${earned ? '' : ' badge-icon--unearned'}`}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="badge-icon__ring" cx="32" cy="32" r="30" />
      <circle className="badge-icon__face" cx="32" cy="32" r="25" />
      <BadgeArtwork category={category} />
      <circle className="badge-icon__tier-disc" cx="51" cy="51" r="10" />
      <text className="badge-icon__tier" x="51" y="55" textAnchor="middle">
        {tier}
      </text>
    </svg>
  );
}
