import { useEffect } from 'react';
import { useT } from '../i18n/use-t';
import { useRouteTitleKey } from './use-route-meta';

/**
 * Keeps document.title in step with the route and the language: "地図 | Heritage Passport".
 * Routes without a title (and unknown paths) use the app name alone, as SPEC.md §2 says.
 */
export function useDocumentTitle(): void {
  const t = useT();
  const titleKey = useRouteTitleKey();
  useEffect(() => {
    const appName = t('app.name');
    document.title = titleKey ? `${t(titleKey)} | ${appName}` : appName;
  }, [t, titleKey]);
}
