import { useT } from '../../i18n/use-t';
import { useFarewellStore } from './commands';
import '../auth/welcome-notice.css';

/** Says, where the person lands after deleting their account, that it and its data are gone. */
export function FarewellNotice() {
  const t = useT();
  const shown = useFarewellStore((state) => state.shown);
  if (!shown) return null;
  return (
    <div className="welcome-notice" role="status">
      <p className="welcome-notice__text">{t('deleteAccount.done')}</p>
      <div className="welcome-notice__actions">
        <button
          type="button"
          className="icon-button welcome-notice__close"
          aria-label={t('deleteAccount.dismiss')}
          onClick={() => useFarewellStore.setState({ shown: false })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
