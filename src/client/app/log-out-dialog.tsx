import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-t';

type LogOutDialogProps = {
  /** Changes of the user the server has not confirmed. */
  waiting: number;
  onChoose: (choice: 'keep' | 'discard' | 'cancel') => void;
};

/** Asked before a log-out that would otherwise take unsent changes with it. */
export function LogOutDialog({ waiting, onChoose }: LogOutDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="log-out-dialog"
      aria-labelledby="log-out-dialog-title"
      aria-describedby="log-out-dialog-lead"
      onCancel={(event) => {
        event.preventDefault();
        onChoose('cancel');
      }}
    >
      <h2 id="log-out-dialog-title">{t('auth.logout.waitingTitle', { count: waiting })}</h2>
      <p id="log-out-dialog-lead">{t('auth.logout.waitingLead')}</p>
      <div className="log-out-dialog__actions">
        <button type="button" className="button button--primary" onClick={() => onChoose('keep')}>
          {t('auth.logout.keep')}
        </button>
        <button type="button" className="button button--accent" onClick={() => onChoose('discard')}>
          {t('auth.logout.discard')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChoose('cancel')}
        >
          {t('auth.logout.cancel')}
        </button>
      </div>
    </dialog>
  );
}
