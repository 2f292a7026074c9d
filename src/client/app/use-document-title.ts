import { useEffect } from 'react';
import { useT } from '../i18n/use-t';
import { useShownScreenTitle } from './screen-title';
import { useRouteTitleKey } from './use-route-meta';

/**
 * Keeps document.title in step with the route and the language: "地図 | Heritage Passport".
 * Routes without a title (and unknown paths) use the app name alone, as SPEC.md §2 says; a
 * screen that knows better, once its data is read, names itself (screen-title.ts).
 */
export function useDocumentTitle(): void {
  const t = useT();
  const titleKey = useRouteTitleKey();
  const screenTitle = useShownScreenTitle();
  useEffect(() => {
    const appName = t('app.name');
    const title = screenTitle ?? (titleKey ? t(titleKey) : null);
    document.title = title ? `${title} | ${appName}` : appName;
  }, [t, titleKey, screenTitle]);
}
