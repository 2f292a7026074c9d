import { createFileRoute } from '@tanstack/react-router';
import { WishlistScreen } from '../../features/wishlist/wishlist-screen';

// No title key: SPEC.md §2 names no analytics title for this screen, so it uses the app name.

export const Route = createFileRoute('/_signed-in/wishlist')({
  component: WishlistScreen,
});
