import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { ConfirmStep } from './confirm-step';

/**
 * 「訪問を取り消す」 with its confirmation step. `onRemove` resolves once the removal is
 * on disk (the visit then disappears from the live query); a rejection keeps the question
 * open and is reported by the form.
 */
export function RemoveVisit({ onRemove }: { onRemove: () => Promise<boolean> }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  function cancel() {
    setAsking(false);
    // Back to the button that asked, once it is rendered again.
    requestAnimationFrame(() => trigger.current?.focus());
  }

  async function confirm() {
    if (busy) return;
    setBusy(true);
    const removed = await onRemove();
    setBusy(false);
    if (removed) setAsking(false);
  }

  if (asking) {
    return (
      <ConfirmStep
        question={t('visit.removeQuestion')}
        confirmLabel={t('visit.removeConfirm')}
        cancelLabel={t('visit.removeCancel')}
        busy={busy}
        onConfirm={confirm}
        onCancel={cancel}
      />
    );
  }
  return (
    <button
      ref={trigger}
      type="button"
      className="button button--secondary button--small visit-form__remove"
      onClick={() => setAsking(true)}
    >
      {t('visit.remove')}
    </button>
  );
}
