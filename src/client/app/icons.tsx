/** Small line icons of the shell. Decorative: callers give controls their names in text. */

interface IconProps {
  size?: number;
}

/** The frame every line icon of the app draws in: 24-unit grid, current colour, hidden from AT. */
export function LineIconFrame({
  size = 24,
  strokeWidth = 1.8,
  children,
}: IconProps & { strokeWidth?: number; children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The product mark: a round passport stamp around a temple roof. */
export function LogoMark({ size = 32 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#c0392b" />
      <circle cx="16" cy="16" r="12" fill="none" stroke="#fff" strokeWidth="1.2" opacity="0.7" />
      <path d="M8 13.5h16l-2-3H10z" fill="#fff" />
      <path
        d="M10 15h12v1.6H10zM11 17.6h2v5h-2zM15 17.6h2v5h-2zM19 17.6h2v5h-2zM9 23h14v1.4H9z"
        fill="#fff"
      />
    </svg>
  );
}

export function MenuIcon({ open, size }: IconProps & { open: boolean }) {
  return (
    <LineIconFrame size={size}>
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </LineIconFrame>
  );
}

/** The × of controls that close or clear something. */
export function CloseIcon({ size = 20 }: IconProps) {
  return (
    <LineIconFrame size={size} strokeWidth={1.9}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIconFrame>
  );
}

export function ExternalLinkIcon({ size = 16 }: IconProps) {
  return (
    <LineIconFrame size={size}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </LineIconFrame>
  );
}

export function GlobeIcon({ size = 18 }: IconProps) {
  return (
    <LineIconFrame size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </LineIconFrame>
  );
}

export function ChevronIcon({ size = 16 }: IconProps) {
  return (
    <LineIconFrame size={size}>
      <path d="m6 9 6 6 6-6" />
    </LineIconFrame>
  );
}
