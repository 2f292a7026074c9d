/** Line icons of the map screen. Decorative: every control names itself in text. */
import type { HeritageType } from '../../../shared/api/sites';
import { LineIconFrame } from '../../app/icons';

interface IconProps {
  size?: number;
}

function Svg({ size = 20, children }: IconProps & { children: React.ReactNode }) {
  return (
    <LineIconFrame size={size} strokeWidth={1.9}>
      {children}
    </LineIconFrame>
  );
}

export function SearchIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </Svg>
  );
}

export function ListIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </Svg>
  );
}

export function PlusIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

export function MinusIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M5 12h14" />
    </Svg>
  );
}

export function WorldIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.4 3.6 5.2 3.6 8.5s-1.2 6.1-3.6 8.5c-2.4-2.4-3.6-5.2-3.6-8.5S9.6 5.9 12 3.5z" />
    </Svg>
  );
}

export function CheckIcon({ size = 14 }: IconProps) {
  return (
    <Svg size={size}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function WarningIcon({ size = 14 }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M12 4 2.8 19.5h18.4z" />
      <path d="M12 10v4.5M12 17.2v.3" />
    </Svg>
  );
}

export function LegendIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <circle cx="6" cy="7" r="2.2" />
      <circle cx="6" cy="17" r="2.2" />
      <path d="M11 7h9M11 17h9" />
    </Svg>
  );
}

/** The heritage types' pictograms: a temple front, a mountain, and both halves for mixed. */
export function HeritageTypeIcon({ type, size = 16 }: IconProps & { type: HeritageType }) {
  return (
    <Svg size={size}>
      {type === 'cultural' ? (
        <path d="M3.5 9 12 4l8.5 5M5 9h14M6.5 9.5v7.5M10 9.5v7.5M14 9.5v7.5M17.5 9.5v7.5M4 20h16" />
      ) : type === 'natural' ? (
        <path d="M2.5 19.5 9 9l3.5 5.5L15 11l6.5 8.5zM7.2 12l1.8 1.4 1.5-1.2" />
      ) : (
        <path d="M2.5 19.5 8 11l3 4.5M12 6.5l6-3 4 2.4M13 7v12.5M17 6v13.5M21.5 7v12.5M2.5 19.5h19" />
      )}
    </Svg>
  );
}
