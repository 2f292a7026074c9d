import type { ReactNode } from 'react';
import { BrandLink } from './brand-link';

interface BareTopBarProps {
  children?: ReactNode;
  onDark?: boolean;
}

/** The slim bar of screens without the shared header (landing, login, register). */
export function BareTopBar({ children, onDark = false }: BareTopBarProps) {
  return (
    <div className="bare-top-bar">
      <BrandLink onDark={onDark} />
      {children ? <div className="bare-top-bar__actions">{children}</div> : null}
    </div>
  );
}
