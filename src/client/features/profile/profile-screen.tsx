import { Link } from '@tanstack/react-router';
import { achievementLevel } from '../../../shared/achievement-level';
import type { User, UserStats } from '../../../shared/api/auth';
import { LoadingIndicator } from '../../app/loading-indicator';
import { formatDate } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { useT } from '../../i18n/use-t';
import { DangerZone } from '../account-deletion/danger-zone';
import { useDeviceUserStats } from '../device-collection/use-device-collection';
import { ThisYearReviewLink } from '../year-review/review-link';
import { ExportSection } from '../your-data/export-section';
import { AvatarEditor } from './avatar-editor';
import { EmailVerificationNotice } from './email-verification-notice';
import { GoogleLinkSection } from './google-link';
import { PasswordChange } from './password-change';
import { ProfileDetails } from './profile-details';
import { ProfileStats } from './profile-stats';
import { type ProfileFetch, useProfileFetch, useStoredProfile } from './queries';
import { RankingVisibility } from './ranking-visibility';
import { SignedInDevices } from './signed-in-devices';
import '../auth/forms.css';
import './profile.css';

/**
 * The own profile (SPEC.md §2). It shows the copy kept in the stored session at once and
 * refreshes it from the server; with no network that copy simply stays.
 */
export function ProfileScreen() {
  const t = useT();
  const stored = useStoredProfile();
  const { status, retry } = useProfileFetch();

  // Counted on the device once it holds every visit: current offline, waiting ones included,
  // as on the dashboard. Until then, the server's last word.
  const deviceStats = useDeviceUserStats();

  if (!stored) return <LoadingIndicator />;
  const { user } = stored;
  const stats = deviceStats ?? stored.stats;

  return (
    <div className="page profile-page">
      <FetchNotice status={status} retry={retry} />
      <EmailVerificationNotice user={user} />
      <div className="profile-page__grid">
        <div className="profile-page__side">
          <ProfileSummary user={user} stats={stats} />
          <ProfileStats user={user} stats={stats} />
          <Link to="/map" className="button button--accent button--block">
            {t('ownProfile.mapLink')}
          </Link>
          <ThisYearReviewLink className="button button--secondary button--block" />
        </div>
        <div className="profile-page__main">
          <ProfileDetails key={user.id} user={user} />
          <PasswordChange user={user} />
          <RankingVisibility user={user} />
          <GoogleLinkSection user={user} />
          <SignedInDevices />
          <ExportSection user={user} />
          <DangerZone />
        </div>
      </div>
    </div>
  );
}

function FetchNotice({ status, retry }: { status: ProfileFetch; retry: () => void }) {
  const t = useT();
  if (status !== 'failed' && status !== 'offline') return null;
  const failed = status === 'failed';
  return (
    <div
      className={`inline-notice ${failed ? 'inline-notice--error' : 'inline-notice--warning'} profile-page__notice`}
      role={failed ? 'alert' : 'status'}
    >
      <span>{failed ? t('ownProfile.loadFailed') : t('ownProfile.offline')}</span>
      <button type="button" className="button button--secondary button--small" onClick={retry}>
        {t('ownProfile.retry')}
      </button>
    </div>
  );
}

function ProfileSummary({ user, stats }: { user: User; stats: UserStats | undefined }) {
  const t = useT();
  const locale = useLocale();
  const visited = stats?.visited_sites ?? user.total_visits;
  const level = achievementLevel(visited, stats?.total_sites);
  const joined = formatDate(user.joined_date, locale);

  return (
    <section className="profile-card profile-summary" aria-labelledby="profile-name">
      <AvatarEditor user={user} />
      <div className="profile-summary__who">
        <h1 id="profile-name" className="profile-summary__name">
          {user.display_name || user.username}
        </h1>
        <p className="profile-summary__username">@{user.username}</p>
        {joined ? (
          <p className="profile-summary__joined">{t('ownProfile.joined', { date: joined })}</p>
        ) : null}
        <p className="profile-summary__level">
          <span className="visually-hidden">{t('ownProfile.levelLabel')}: </span>
          <span className={`level-chip level-chip--${level}`}>{t(`level.${level}`)}</span>
        </p>
      </div>
    </section>
  );
}
