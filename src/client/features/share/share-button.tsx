import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Post } from '../../../shared/api/social-posts';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { trackEvent } from '../analytics/analytics';
import { lineShareUrl, postUrl, shareText, xIntentUrl } from './share-link';
import './share.css';

/** How long the copy confirmation stays before the status region empties again. */
const STATUS_MS = 4000;

function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * 共有 on a post card: the system share sheet (Web Share API) where the browser has one;
 * elsewhere a disclosure menu with copy-link, X and LINE. The link is the post's public page.
 */
export function ShareButton({ post }: { post: Post }) {
  const t = useT();
  const locale = useLocale();
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const [native] = useState(canShareNatively);
  const site = post.heritage_site;
  const siteName = locale === 'ja' ? site.name : site.name_en || site.name;
  const author = post.user.display_name || post.user.username;
  const title = t('share.title', { site: siteName, author });
  const text = `${title}\n${shareText(post)}`;

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(''), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const track = (method: string) =>
    trackEvent({
      name: 'share',
      params: { method, content_type: 'post', item_id: String(post.id) },
    });

  const onButton = async () => {
    if (!native) {
      setOpen((now) => !now);
      return;
    }
    try {
      await navigator.share({ title, text, url: postUrl(post.id) });
      track('native');
    } catch (error) {
      // Closing the share sheet is the user's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // The browser refused (no user gesture left, a blocked target): offer the menu instead.
      setOpen(true);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(postUrl(post.id));
      setStatus(t('share.copied'));
      track('copy');
    } catch {
      setStatus(t('share.copyFailed'));
    }
    close(true);
  };

  return (
    <div className="share" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="post-card__action share__button"
        aria-label={t('share.buttonFor', { site: siteName })}
        {...(native ? {} : { 'aria-expanded': open, 'aria-controls': menuId })}
        onClick={() => void onButton()}
      >
        <span aria-hidden="true">↗</span>
        <span aria-hidden="true">{t('share.button')}</span>
      </button>
      {/* Rendered while closed too: a status region must exist before its text changes. */}
      <span className="share__status" role="status">
        {status}
      </span>
      {open ? (
        <ul id={menuId} className="share__menu" aria-label={t('share.menu')}>
          <li>
            <button type="button" className="share__item" onClick={() => void copy()}>
              {t('share.copy')}
            </button>
          </li>
          <li>
            <a
              className="share__item"
              href={xIntentUrl(text, postUrl(post.id))}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => {
                track('x');
                close(false);
              }}
            >
              {t('share.x')}
              <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
            </a>
          </li>
          <li>
            <a
              className="share__item"
              href={lineShareUrl(postUrl(post.id))}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => {
                track('line');
                close(false);
              }}
            >
              {t('share.line')}
              <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
            </a>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
