import { useId } from 'react';
import './remote-view.css';

/**
 * What a screen or section shows when its data could not be loaded and no copy is stored
 * (SPEC.md §8 names the message per screen): the message, announced, what to do, and a retry.
 * A region named by the message, so people and tests find it by what it says.
 */
export function LoadFailed({
  message,
  detail,
  retryLabel,
  onRetry,
  busy = false,
  level = 2,
}: {
  message: string;
  detail?: string;
  retryLabel: string;
  onRetry: () => void;
  /** A retry is running: the button stays (it keeps the focus) but does nothing. */
  busy?: boolean;
  /** The heading level: 3 inside a section that has its own heading. */
  level?: 2 | 3;
}) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`load-failed load-failed--h${level}`} aria-labelledby={titleId}>
      <Heading id={titleId} className="load-failed__message" role="alert">
        {message}
      </Heading>
      {detail ? <p className="load-failed__detail">{detail}</p> : null}
      <button
        type="button"
        className="button button--primary button--small"
        aria-disabled={busy || undefined}
        onClick={busy ? undefined : onRetry}
      >
        {retryLabel}
      </button>
    </section>
  );
}
