import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/coming-soon';
import { useT } from '../../i18n/use-t';

// No title key: SPEC.md §2 names no analytics title for this screen, so it uses the app name.

export const Route = createFileRoute('/_signed-in/wishlist')({
  component: WishlistScreen,
});

function WishlistScreen() {
  const t = useT();
  return <ComingSoon title={t('nav.wishlist')} description={t('wishlist.description')} />;
}
