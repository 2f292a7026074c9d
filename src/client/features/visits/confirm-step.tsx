import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import './confirm-step.css';

/**
 * An in-place confirmation (SPEC.md §4: removal asks first): a question and two buttons,
 * replacing the button that asked. Focus starts on the safe answer, and Escape answers
 * "no" without closing the popup around it. Not window.confirm: that blocks the page and
 * cannot be styled or read in the user's language by every browser.
 */
export function ConfirmStep({
  question,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancel.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    // The popup closes on Escape at the document: this answer must stop here.
    event.stopPropagation();
    onCancel();
  }

  return (
    <div
      role="alertdialog"
      aria-labelledby={questionId}
      className="confirm-step"
      onKeyDown={onKeyDown}
    >
      <p id={questionId} className="confirm-step__question">
        {question}
      </p>
      <div className="confirm-step__buttons">
        <button
          type="button"
          className="button button--small confirm-step__confirm"
          onClick={() => {
            if (!busy) onConfirm();
          }}
          aria-disabled={busy || undefined}
        >
          {confirmLabel}
        </button>
        <button
          ref={cancel}
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            if (!busy) onCancel();
          }}
          aria-disabled={busy || undefined}
        >
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
