import { createFileRoute } from '@tanstack/react-router';
import { RequireSession, requireSession } from '../app/session-guard';
import { loadScreenMessages } from '../i18n/screen-messages';

/** Pathless layout of the screens that need a session (SPEC.md §2 "signed in"). */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: requireSession,
  loader: loadScreenMessages,
  component: RequireSession,
});
