import { createFileRoute } from '@tanstack/react-router';
import { YearReviewScreen } from '../../features/year-review/year-review-screen';
import { useT } from '../../i18n/use-t';

export const Route = createFileRoute('/_signed-in/review/$year')({
  component: YearReviewRoute,
});

function YearReviewRoute() {
  const t = useT();
  const { year } = Route.useParams();
  if (!/^\d{4}$/.test(year)) {
    return (
      <div className="page">
        <p>{t('review.invalidYear')}</p>
      </div>
    );
  }
  return <YearReviewScreen year={Number(year)} />;
}
