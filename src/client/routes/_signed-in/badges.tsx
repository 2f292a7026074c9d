import { createFileRoute } from '@tanstack/react-router';
import { BadgesScreen } from '../../features/badges/badges-screen';

// No title key: SPEC.md §2 names no analytics title for this screen, so it uses the app name.

export const Route = createFileRoute('/_signed-in/badges')({
  component: BadgesScreen,
});
