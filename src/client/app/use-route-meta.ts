import { useMatches } from '@tanstack/react-router';
import type { MessageKey } from '../i18n/ja';

/** The title key of the deepest route that declares one (layouts may declare none). */
export function useRouteTitleKey(): MessageKey | undefined {
  return useMatches({
    select: (matches) =>
      matches.findLast((match) => match.staticData.titleKey)?.staticData.titleKey,
  });
}

/** Whether the screen on show brings its own top bar instead of the shared header. */
export function useRouteHidesHeader(): boolean {
  return useMatches({
    select: (matches) => matches.some((match) => match.staticData.hideHeader === true),
  });
}
