import { startInstallPrompt } from './install-store';
import { registerServiceWorker } from './register-service-worker';

/** The installable app's page side: the install prompt and the service worker (production). */
export function startPwa(): void {
  startInstallPrompt();
  registerServiceWorker();
}
