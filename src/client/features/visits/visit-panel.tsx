import { Link } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import type { CatalogueSiteRow } from '../../db/catalogue-rows';
import { useT } from '../../i18n/use-t';
import { visitTarget } from '../../sync/outbox-entry';
import { useOwnVisit, useSignedInUserId } from '../outbox/queries';
import { SyncStatus, useSyncOf } from './sync-status';
import { VisitForm } from './visit-form';
import '../auth/forms.css';
import './visit-form.css';

/**
 * The popup's visit section (SPEC.md §2 "Marker popup": visit form and visit removal):
 * a line with a login link for visitors; for a signed-in user the form, with the visit's
 * sync state beside the heading.
 */
export function VisitPanel({ site }: { site: CatalogueSiteRow }) {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const userId = useSignedInUserId();
  const visit = useOwnVisit(site.id);
  const sync = useSyncOf(visitTarget(site.id));
  // A live query keeps the previous site's answer until this site's arrives.
  const loaded = visit !== undefined && (visit === null || visit.siteId === site.id);

  return (
    <section className="visit-panel" aria-labelledby={headingId}>
      <div className="visit-panel__head">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="visit-panel__title">
          {t('visit.heading')}
        </h3>
        {userId !== null && loaded ? <SyncStatus sync={sync} present={visit !== null} /> : null}
      </div>
      {userId === null ? (
        <p className="visit-panel__signed-out">
          {t('visit.signedOut')}{' '}
          <Link to="/login" className="visit-panel__login">
            {t('visit.login')}
          </Link>
        </p>
      ) : loaded ? (
        <VisitForm
          key={`${userId}:${site.id}`}
          siteId={site.id}
          countries={site.countries}
          userId={userId}
          visit={visit}
          sync={sync}
          onRemoved={() => heading.current?.focus()}
        />
      ) : null}
    </section>
  );
}
