import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadingIndicator } from '../../app/loading-indicator';
import { useScreenTitle } from '../../app/screen-title';
import { useT } from '../../i18n/use-t';
import { useSessionStore } from '../auth/session-store';
import { PostList } from '../feed/post-list';
import { CopyNotice } from '../remote-view/copy-notice';
import { LoadFailed } from '../remote-view/load-failed';
import { Tabs } from '../remote-view/tabs';
import { useInfiniteScroll } from '../remote-view/use-infinite-scroll';
import { ProfileHeader } from './profile-header';
import { useFollowList, useProfile, useUserPosts } from './queries';
import { UserList } from './user-card';
import '../feed/feed.css';
import './users.css';

const PROFILE_TABS = ['posts', 'followers', 'following'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

/**
 * /users/{id} (SPEC.md §2 User profile): header, statistics, and tabs of posts, followers
 * and following; a not-found state with the way back to the feed.
 */
export function UserProfileScreen({ userId }: { userId: number }) {
  const t = useT();
  const profile = useProfile(userId);
  const signedIn = useSessionStore((state) => state.user !== null);
  const name = profile.data && (profile.data.display_name || profile.data.username);
  useScreenTitle(name ? t('userProfile.titleOf', { name }) : null);

  if (profile.status === 'not-found' || !Number.isSafeInteger(userId) || userId <= 0) {
    return <ProfileNotFound />;
  }
  if (profile.data === undefined) {
    return profile.status === 'failed' ? (
      <div className="page users-page">
        <h1 className="users-page__title">{t('title.userProfile')}</h1>
        <LoadFailed
          message={t('userProfile.loadFailed')}
          retryLabel={t('remoteView.retry')}
          onRetry={profile.retry}
        />
      </div>
    ) : (
      <LoadingIndicator label={t('userProfile.loading')} />
    );
  }
  return (
    <div className="page users-page">
      <CopyNotice view={profile} />
      {/* Keyed by the server's follow and block state: a fresh answer replacing the stored
          copy restarts the toggles from it. */}
      <ProfileHeader
        key={`${profile.data.is_following}:${profile.data.is_blocked}:${profile.data.followers_count}`}
        user={profile.data}
        signedIn={signedIn}
      />
      <ProfileTabs userId={userId} signedIn={signedIn} />
    </div>
  );
}

function ProfileNotFound() {
  const t = useT();
  return (
    <div className="page page--centered">
      <section className="notice-card" aria-labelledby="user-not-found-title">
        <h1 id="user-not-found-title" className="notice-card__title">
          {t('userProfile.notFoundTitle')}
        </h1>
        <p className="notice-card__body">{t('userProfile.notFoundBody')}</p>
        <Link to="/feed" className="button button--primary">
          {t('userProfile.backToFeed')}
        </Link>
      </section>
    </div>
  );
}

function ProfileTabs({ userId, signedIn }: { userId: number; signedIn: boolean }) {
  const t = useT();
  const [tab, setTab] = useState<ProfileTab>('posts');
  const viewerId = useSessionStore((state) => state.user?.id ?? null);
  const posts = useUserPosts(userId, tab === 'posts');
  const followers = useFollowList(userId, 'followers', tab === 'followers');
  const following = useFollowList(userId, 'following', tab === 'following');
  const shown = tab === 'posts' ? posts : tab === 'followers' ? followers : following;
  useInfiniteScroll(
    shown.loadMore,
    shown.hasMore && !shown.loadingMore && !shown.moreFailed,
    shown.items.length,
  );
  const tabs = PROFILE_TABS.map((key) => ({ key, label: t(`userProfile.tab.${key}`) }));
  const empty =
    tab === 'posts'
      ? t('userProfile.noPosts')
      : tab === 'followers'
        ? t('userProfile.noFollowers')
        : t('userProfile.noFollowing');

  return (
    <Tabs label={t('userProfile.tabs')} tabs={tabs} selected={tab} onSelect={setTab}>
      {shown.first.data === undefined ? (
        shown.first.status === 'loading' ? (
          <LoadingIndicator />
        ) : (
          <div role="alert">
            <p>{t('users.listFailed')}</p>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={shown.first.retry}
            >
              {t('users.retry')}
            </button>
          </div>
        )
      ) : (
        <>
          <CopyNotice view={shown.first} />
          {shown.items.length === 0 ? (
            <p>{empty}</p>
          ) : tab === 'posts' ? (
            <PostList posts={posts.items} viewerId={viewerId} hideFollow paging={posts} />
          ) : (
            <UserList
              users={(tab === 'followers' ? followers : following).items}
              signedIn={signedIn}
            />
          )}
        </>
      )}
    </Tabs>
  );
}
