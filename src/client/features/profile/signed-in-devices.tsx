import { useCallback, useEffect, useState } from 'react';
import type { SignInSession } from '../../../shared/api/account';
import { formatDate } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { endAllSessions, endSession, fetchSessions } from '../account/commands';
import { lifecycleFailure } from '../account/request-failure';
import { logOutAndForget } from '../auth/sign-out-data';
import { useOnline } from '../pwa/use-online';

type Listing =
  | { state: 'loading' | 'failed' | 'offline' }
  | { state: 'ready'; sessions: SignInSession[] };

/**
 * The account's signed-in devices, each with a way to sign it out, and a way out of all.
 * Not kept for offline: a list of who is signed in is only worth reading fresh.
 */
export function SignedInDevices() {
  const t = useT();
  const locale = useLocale();
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);

  const load = useCallback(async () => {
    setListing({ state: 'loading' });
    try {
      setListing({ state: 'ready', sessions: await fetchSessions() });
    } catch (error) {
      const failure = await lifecycleFailure(error, t);
      setListing({ state: failure.kind === 'offline' ? 'offline' : 'failed' });
    }
  }, [t]);

  const online = useOnline();
  const offlineListing = listing.state === 'offline';
  useEffect(() => {
    void load();
  }, [load]);
  // Back online: the list that could not be fetched is fetched without being asked.
  useEffect(() => {
    if (online && offlineListing) void load();
  }, [online, offlineListing, load]);

  const nameOf = (session: SignInSession) => session.label || t('ownProfile.devices.unknown');

  async function end(session: SignInSession) {
    setNotice(null);
    try {
      await endSession(session.id);
      setNotice({ ok: true, text: t('ownProfile.devices.ended', { device: nameOf(session) }) });
      setListing((current) =>
        current.state === 'ready'
          ? { state: 'ready', sessions: current.sessions.filter((s) => s.id !== session.id) }
          : current,
      );
    } catch (error) {
      const failure = await lifecycleFailure(error, t);
      setNotice({
        ok: false,
        text: failure.kind === 'offline' ? failure.message : t('ownProfile.devices.endFailed'),
      });
    }
  }

  async function endAll() {
    try {
      await endAllSessions();
      // Every device is signed out, this one too: what waits to be sent stays for the next login.
      await logOutAndForget({ keepWaiting: true });
    } catch (error) {
      const failure = await lifecycleFailure(error, t);
      setConfirmAll(false);
      setNotice({
        ok: false,
        text: failure.kind === 'offline' ? failure.message : t('ownProfile.devices.endFailed'),
      });
    }
  }

  return (
    <section className="profile-card profile-devices" aria-labelledby="profile-devices-title">
      <h2 id="profile-devices-title" className="profile-card__title">
        {t('ownProfile.devices.title')}
      </h2>
      <p className="profile-google__note">{t('ownProfile.devices.lead')}</p>
      {notice ? (
        <p
          className={`inline-notice ${notice.ok ? 'inline-notice--success' : 'inline-notice--error'}`}
          role={notice.ok ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      ) : null}
      {listing.state === 'loading' ? <p role="status">{t('ownProfile.devices.loading')}</p> : null}
      {listing.state === 'failed' || listing.state === 'offline' ? (
        <div className="inline-notice inline-notice--warning" role="status">
          <span>
            {listing.state === 'offline'
              ? t('ownProfile.devices.offline')
              : t('ownProfile.devices.failed')}
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void load()}
          >
            {t('ownProfile.devices.retry')}
          </button>
        </div>
      ) : null}
      {listing.state === 'ready' ? (
        <ul className="profile-devices__list">
          {listing.sessions.map((session) => (
            <li key={session.id} className="profile-devices__item">
              <div>
                <p className="profile-devices__name">
                  {nameOf(session)}
                  {session.current ? (
                    <span className="profile-devices__current">
                      {t('ownProfile.devices.current')}
                    </span>
                  ) : null}
                </p>
                <p className="profile-google__note">
                  {t('ownProfile.devices.since', {
                    date: formatDate(session.first_used_at, locale),
                  })}
                  {' · '}
                  {t('ownProfile.devices.lastUsed', {
                    date: formatDate(session.last_used_at, locale),
                  })}
                </p>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('ownProfile.devices.endLabel', { device: nameOf(session) })}
                  onClick={() => void end(session)}
                >
                  {t('ownProfile.devices.end')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {confirmAll ? (
        <div className="inline-notice inline-notice--warning" role="alert">
          <span>{t('ownProfile.devices.endAllConfirm')}</span>
          <span className="profile-devices__confirm">
            <button
              type="button"
              className="button button--accent button--small"
              onClick={() => void endAll()}
            >
              {t('ownProfile.devices.endAll')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setConfirmAll(false)}
            >
              {t('ownProfile.password.cancel')}
            </button>
          </span>
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small profile-devices__all"
          onClick={() => setConfirmAll(true)}
        >
          {t('ownProfile.devices.endAll')}
        </button>
      )}
    </section>
  );
}
