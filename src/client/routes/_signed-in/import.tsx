import { createFileRoute } from '@tanstack/react-router';
import { ImportScreen } from '../../features/visit-import/import-screen';

// No title key: SPEC.md §2 has no such screen, so it uses the app name.

export const Route = createFileRoute('/_signed-in/import')({
  component: ImportScreen,
});
