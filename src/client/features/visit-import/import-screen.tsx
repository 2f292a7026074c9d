import { useMemo, useState } from 'react';
import { LoadingIndicator } from '../../app/loading-indicator';
import { useT } from '../../i18n/use-t';
import { CatalogueUnavailableNotice } from '../catalogue/catalogue-unavailable-notice';
import { useCatalogueSites, useCatalogueSyncPhase } from '../catalogue/queries';
import { useSignedInUserId } from '../outbox/queries';
import { IMPORT_MAX_ROWS, type ImportSite, planImport } from './import-plan';
import { ImportPreview } from './import-preview';
import { type ImportSource, ImportSourcePicker } from './import-source-picker';
import './visit-import.css';

/**
 * /import (docs/EXPORT.md I1–I4): a CSV or a pasted list becomes visits, matched on the
 * device against its catalogue copy, so it works offline; nothing is written until the
 * user confirms the preview.
 */
export function ImportScreen() {
  const t = useT();
  const userId = useSignedInUserId();
  // The catalogue the rows are matched against: downloaded here too on a first visit.
  const phase = useCatalogueSyncPhase();
  const stored = useCatalogueSites();
  const sites = useMemo(
    () =>
      stored?.map(
        (site): ImportSite => ({
          id: site.id,
          name: site.name,
          name_en: site.name_en,
          country_codes: site.country_codes,
        }),
      ),
    [stored],
  );
  const [source, setSource] = useState<ImportSource | null>(null);
  const plan = useMemo(
    () => (source && sites?.length ? planImport(source.text, sites) : null),
    [source, sites],
  );

  return (
    <div className="page import-page">
      <h1 className="import-page__title">{t('import.title')}</h1>
      <p className="import-page__intro">{t('import.intro')}</p>
      {sites?.length === 0 && phase === 'failed' ? (
        <CatalogueUnavailableNotice message={t('import.noCatalogue')} />
      ) : null}
      {source && !sites?.length && phase !== 'failed' ? <LoadingIndicator /> : null}
      {!source || !plan || plan.kind !== 'rows' ? (
        <>
          <ImportSourcePicker onRead={setSource} />
          {plan?.kind === 'empty' ? (
            <p className="inline-notice inline-notice--error" role="alert">
              {t('import.empty')}
            </p>
          ) : null}
          {plan?.kind === 'too-many' ? (
            <p className="inline-notice inline-notice--error" role="alert">
              {t('import.tooMany', { rows: plan.rows, max: IMPORT_MAX_ROWS })}
            </p>
          ) : null}
        </>
      ) : userId !== null && sites ? (
        <ImportPreview
          key={source.id}
          userId={userId}
          sourceName={source.name ?? t('import.pasted')}
          rows={plan.rows}
          sites={sites}
          onAgain={() => setSource(null)}
        />
      ) : null}
    </div>
  );
}
