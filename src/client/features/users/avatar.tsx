import { useState } from 'react';
import './avatar.css';

/**
 * A traveller's picture, or the first letter of their name on a coloured disc when there is
 * none or it fails to load (SPEC.md §2). Decorative: the name is always written beside it.
 */
export function Avatar({
  name,
  picture,
  size = 'm',
}: {
  name: string;
  picture: string | null;
  size?: 's' | 'm' | 'l';
}) {
  const [failed, setFailed] = useState(false);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {picture && !failed ? (
        <img src={picture} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        initial
      )}
    </span>
  );
}
