import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './app/router';
import { startAnalytics } from './features/analytics/analytics';
import { startSession } from './features/auth/session-store';
import { startOutboxTriggers } from './features/outbox/outbox-triggers';
import { startPwa } from './features/pwa/start-pwa';
// The locale store sets <html lang> on import; load it before the first paint.
import './i18n/locale-store';
import './styles/global.css';

// Restore the stored session (guards wait while it loads) and follow it across tabs. When
// the server refuses the refresh token, the user is asked to sign in again.
startSession({ onExpired: () => void router.navigate({ to: '/login' }) });
// Send what waits in the outbox and fetch the own visits and wishlist (docs/SYNC.md S13).
startOutboxTriggers();
// Nothing loads unless the visitor accepted cookies and an operator configured an id.
startAnalytics(router);
// Service worker and install prompt: production builds only (no service worker in dev).
if (import.meta.env.PROD) startPwa();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
