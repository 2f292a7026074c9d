import { type ReactNode, useEffect, useRef } from 'react';
import { CloseIcon } from '../../../app/icons';
import { useT } from '../../../i18n/use-t';
import './map-popup.css';

/**
 * The frame every map popup shares: a non-modal dialog named by its title,
 * with a close button. Opening moves focus into it (so a keyboard or screen
 * reader user who picked a site from the list lands on its details); Escape
 * closes it.
 */
export function PopupFrame({
  titleId,
  onClose,
  className,
  children,
}: {
  titleId: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const frame = useRef<HTMLElement>(null);

  useEffect(() => {
    frame.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <section
      ref={frame}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={className ? `map-popup ${className}` : 'map-popup'}
    >
      <button
        type="button"
        className="icon-button map-popup__close"
        aria-label={t('map.popup.close')}
        title={t('map.popup.close')}
        onClick={onClose}
      >
        <CloseIcon size={18} />
      </button>
      <div className="map-popup__body">{children}</div>
    </section>
  );
}
