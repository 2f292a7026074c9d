import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/coming-soon';
import { useT } from '../../i18n/use-t';

// No title key: SPEC.md §2 names no analytics title for this screen, so it uses the app name.

export const Route = createFileRoute('/_signed-in/badges')({
  component: BadgesScreen,
});

function BadgesScreen() {
  const t = useT();
  return <ComingSoon title={t('nav.badges')} description={t('badges.description')} />;
}
