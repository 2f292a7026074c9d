import { useCallback } from 'react';
import { formatDate } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-store';
import { relativeTime } from '../../i18n/relative-time';
import { useT } from '../../i18n/use-t';

/** Formats an instant as SPEC.md §9's relative time: 「たった今」「3 時間前」「昨日」 or a date. */
export function useRelativeTime(): (then: number | string, now?: number) => string {
  const t = useT();
  const locale = useLocale();
  return useCallback(
    (then, now = Date.now()) => {
      const at = typeof then === 'number' ? then : Date.parse(then);
      const relative = relativeTime(at, now);
      switch (relative.unit) {
        case 'now':
          return t('time.justNow');
        case 'minutes':
          return relative.count === 1 ? t('time.minute') : t('time.minutes', relative);
        case 'hours':
          return relative.count === 1 ? t('time.hour') : t('time.hours', relative);
        case 'yesterday':
          return t('time.yesterday');
        case 'days':
          return t('time.days', relative);
        case 'date':
          return formatDate(at, locale);
      }
    },
    [t, locale],
  );
}
