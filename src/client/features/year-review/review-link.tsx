import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/use-t';

/**
 * 「{year}年のふりかえり」 for this year. The year of the device's calendar: the review counts
 * visited dates, which are calendar days in no time zone.
 */
export function ThisYearReviewLink({ className }: { className: string }) {
  const t = useT();
  const year = String(new Date().getFullYear());
  return (
    <Link to="/review/$year" params={{ year }} className={className}>
      {t('review.link', { year })}
    </Link>
  );
}
