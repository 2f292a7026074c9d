import type { ReactNode } from 'react';
import type { BadgeCategory } from '../../../shared/collecting/badge-categories';

/*
 * The project's own artwork, one drawing per badge category, on a 64 × 64 medallion whose
 * centre is (32, 32). Shapes take their colour from classes (badge.css): `art` is filled with
 * the tier's colour, `line` is stroked with it, `cut` is filled with the medallion's face, so
 * one drawing serves every tier and the unearned look.
 */

const ART: Record<BadgeCategory, ReactNode> = {
  // A map pin.
  visits: (
    <>
      <path
        className="art"
        d="M32 15c-6.9 0-12.5 5.4-12.5 12.2C19.5 36.2 32 48.5 32 48.5s12.5-12.3 12.5-21.3C44.5 20.4 38.9 15 32 15z"
      />
      <circle className="cut" cx="32" cy="27.5" r="4.8" />
    </>
  ),
  // A flag on its pole.
  countries: (
    <>
      <path className="line" d="M22 15v33" strokeWidth="3" />
      <path className="art" d="M23.5 17h21l-4.5 7 4.5 7h-21z" />
    </>
  ),
  // A globe.
  region: (
    <>
      <circle className="line" cx="32" cy="32" r="13" strokeWidth="2.5" />
      <ellipse className="line" cx="32" cy="32" rx="5.5" ry="13" strokeWidth="2" />
      <path className="line" d="M19 32h26M21 25h22M21 39h22" strokeWidth="2" />
    </>
  ),
  // A classical temple front.
  'heritage-type': (
    <>
      <path className="art" d="M17 26 32 16l15 10z" />
      <path
        className="art"
        d="M20.5 28.5h3.5v13h-3.5zm7 0H31v13h-3.5zm6.5 0h3.5v13H34zm6.5 0H44v13h-3.5z"
      />
      <path className="art" d="M17 43.5h30V47H17z" />
    </>
  ),
  // A torii gate.
  japan: (
    <>
      <path className="art" d="M15 18.5c11-3 23-3 34 0v4c-11-2.6-23-2.6-34 0z" />
      <path className="art" d="M19 27h26v3H19z" />
      <path className="art" d="M22.5 22h3.5v26h-3.5zm15.5 0h3.5v26H38z" />
    </>
  ),
  // A warning triangle.
  danger: (
    <>
      <path className="art" d="M32 15.5 48.5 46h-33z" strokeLinejoin="round" />
      <path className="cut" d="M30.3 25h3.4l-.6 11.5h-2.2z" />
      <circle className="cut" cx="32" cy="41" r="2" />
    </>
  ),
  // Two overlapping lands and the border between them.
  transboundary: (
    <>
      <circle className="line" cx="26.5" cy="32" r="10.5" strokeWidth="2.5" />
      <circle className="line" cx="37.5" cy="32" r="10.5" strokeWidth="2.5" />
      <path className="line" d="M32 15v34" strokeWidth="2" strokeDasharray="3 3" />
    </>
  ),
  // An hourglass.
  era: (
    <>
      <path className="art" d="M21 15h22v3.5H21zm0 30.5h22V49H21z" />
      <path
        className="line"
        d="M23.5 18.5c0 7 8.5 9 8.5 13.5s-8.5 6.5-8.5 13.5m17-27c0 7-8.5 9-8.5 13.5s8.5 6.5 8.5 13.5"
        strokeWidth="2.5"
      />
      <path className="art" d="M27 45.5c1-3.5 3.5-5 5-5s4 1.5 5 5z" />
    </>
  ),
  // A certificate with a check mark.
  criterion: (
    <>
      <rect className="art" x="19.5" y="15.5" width="25" height="33" rx="3" />
      <path className="cut-line" d="M25 22.5h14" strokeWidth="2.5" />
      <path className="cut-line" d="m25.5 33.5 4.5 4.5 9-10" strokeWidth="3.5" />
    </>
  ),
  // A compass.
  continents: (
    <>
      <circle className="line" cx="32" cy="32" r="14" strokeWidth="2.5" />
      <path className="art" d="M32 19.5 36 32l-4 12.5L28 32z" />
      <circle className="cut" cx="32" cy="32" r="2" />
    </>
  ),
  // A calendar page with ticked days.
  streak: (
    <>
      <rect className="line" x="18.5" y="20" width="27" height="26" rx="3" strokeWidth="2.5" />
      <path className="art" d="M18.5 23a3 3 0 0 1 3-3h21a3 3 0 0 1 3 3v5h-27z" />
      <path className="line" d="M25 16v7m14-7v7" strokeWidth="3" />
      <path
        className="art"
        d="M23 32h4v4h-4zm7.5 0h4v4h-4zm7.5 0h4v4h-4zM23 39h4v4h-4zm7.5 0h4v4h-4z"
      />
    </>
  ),
  // A speech bubble with lines of text.
  reviews: (
    <>
      <path
        className="art"
        d="M19 18h26a3 3 0 0 1 3 3v15a3 3 0 0 1-3 3H32l-8 7v-7h-5a3 3 0 0 1-3-3V21a3 3 0 0 1 3-3z"
      />
      <path className="cut-line" d="M22.5 25h19m-19 7h12" strokeWidth="2.5" />
    </>
  ),
  // A camera.
  photos: (
    <>
      <path
        className="art"
        d="M19 24h6l3-5h8l3 5h6a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H19a3 3 0 0 1-3-3V27a3 3 0 0 1 3-3z"
      />
      <circle className="cut" cx="32" cy="34.5" r="6.5" />
      <circle className="art" cx="32" cy="34.5" r="3.5" />
    </>
  ),
  // Two travellers.
  social: (
    <>
      <circle className="art" cx="38.5" cy="24" r="5" />
      <path className="art" d="M29 45c0-7 4.3-11 9.5-11S48 38 48 45z" />
      <circle className="cut" cx="26" cy="25.5" r="7" />
      <circle className="art" cx="26" cy="25.5" r="5.2" />
      <path className="cut" d="M13.5 48c0-8.2 5.6-13 12.5-13s12.5 4.8 12.5 13z" />
      <path className="art" d="M15.5 46.5c0-7 4.7-10 10.5-10s10.5 3 10.5 10z" />
    </>
  ),
};

export function BadgeArtwork({ category }: { category: BadgeCategory }) {
  return <g className="badge-icon__art">{ART[category]}</g>;
}
