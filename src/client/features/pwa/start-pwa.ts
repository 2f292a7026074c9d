import { startInstallPrompt } from './install-store';
import { registerServiceWorker } from './register-service-worker';

/**
 * The installable app's page side (production): the install prompt at once, the service worker
 * once `after` settles (the first screen's own loading: app/start-app.ts).
 */
export function startPwa(after: Promise<void>): void {
  startInstallPrompt();
  void after.then(registerServiceWorker);
}
