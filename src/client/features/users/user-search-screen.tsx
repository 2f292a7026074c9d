import { useId, useRef, useState } from 'react';
import { CloseIcon } from '../../app/icons';
import { LoadingIndicator } from '../../app/loading-indicator';
import { useT } from '../../i18n/use-t';
import { useSessionStore } from '../auth/session-store';
import { CopyNotice } from '../remote-view/copy-notice';
import { useUserList, useUserSearch } from './queries';
import { USER_SEARCH_DEBOUNCE_MS } from './search-timing';
import { useDebouncedValue } from './use-debounced-value';
import { UserList } from './user-card';
import { UserListSection } from './user-list-section';
import '../feed/feed.css';
import './users.css';

/**
 * /users/search (SPEC.md §2 User search): a search box (debounced, trimmed, with a clear
 * button); with no query, popular and recently active travellers; with one, the results
 * headed with it, or a no-match message.
 */
export function UserSearchScreen() {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const signedIn = useSessionStore((state) => state.user !== null);

  return (
    <div className="page users-page">
      <h1 className="users-page__title">{t('title.userSearch')}</h1>
      <search>
        <label htmlFor={inputId} className="user-search__label">
          {t('users.searchLabel')}
        </label>
        <div className="user-search">
          <input
            ref={input}
            id={inputId}
            type="search"
            className="user-search__input"
            placeholder={t('users.searchPlaceholder')}
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
          {text ? (
            <button
              type="button"
              className="icon-button user-search__clear"
              aria-label={t('users.clear')}
              title={t('users.clear')}
              onClick={() => {
                setText('');
                input.current?.focus();
              }}
            >
              <CloseIcon size={18} />
            </button>
          ) : null}
        </div>
      </search>
      {query ? (
        <SearchResults query={query} signedIn={signedIn} />
      ) : (
        <Suggestions signedIn={signedIn} />
      )}
    </div>
  );
}

function SearchResults({ query, signedIn }: { query: string; signedIn: boolean }) {
  const t = useT();
  const found = useUserSearch(query);
  const headingId = useId();
  return (
    <section className="users-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="users-section__title">
        {t('users.results', { query })}
      </h2>
      {found.status === 'loading' ? (
        <LoadingIndicator label={t('users.searching')} />
      ) : found.data === undefined ? (
        <div role="alert">
          <p>{t('users.listFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={found.retry}
          >
            {t('users.retry')}
          </button>
        </div>
      ) : found.data.results.length === 0 ? (
        <div role="status">
          <p>{t('users.noMatch', { query })}</p>
          <p>{t('users.tryOther')}</p>
        </div>
      ) : (
        <UserList users={found.data.results} signedIn={signedIn} />
      )}
    </section>
  );
}

function Suggestions({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const popular = useUserList('popular');
  const recent = useUserList('recent');
  return (
    <>
      <CopyNotice view={popular.status === 'copy' ? popular : recent} />
      <UserListSection title={t('users.popular')} view={popular} signedIn={signedIn} />
      <UserListSection title={t('users.recent')} view={recent} signedIn={signedIn} />
    </>
  );
}
