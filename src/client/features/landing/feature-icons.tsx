/** Line icons of the landing feature cards; purely decorative. */

function Icon({ children }: { children: React.ReactNode }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const FEATURE_ICONS = {
  map: (
    <Icon>
      <path d="M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5z" />
      <path d="M9 4v13.5M15 6.5V20" />
    </Icon>
  ),
  visits: (
    <Icon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m8.3 12.2 2.5 2.5 5-5.2" />
    </Icon>
  ),
  wishlist: (
    <Icon>
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
    </Icon>
  ),
  badges: (
    <Icon>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m8.6 13.4-1.6 7.1 5-2.6 5 2.6-1.6-7.1" />
    </Icon>
  ),
  feed: (
    <Icon>
      <circle cx="9" cy="8.5" r="3.2" />
      <path d="M3.5 19.5c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
      <circle cx="17" cy="9.5" r="2.5" />
      <path d="M16 14.6c2.4-.3 4.2 1.2 4.6 4" />
    </Icon>
  ),
  ranking: (
    <Icon>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H4.5a3 3 0 0 0 3.6 4.3M16 6h3.5a3 3 0 0 1-3.6 4.3M12 13v3.5M8.5 20h7M9.5 20l.8-3.5h3.4l.8 3.5" />
    </Icon>
  ),
} as const;
