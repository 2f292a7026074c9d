// English messages, in their own module so the English catalogue is a chunk of its own,
// loaded only when English is chosen (docs/PERF.md P1).
import type { PwaMessageKey } from './messages';

export const pwaMessagesEn: Record<PwaMessageKey, string> = {
  'pwa.updateLabel': 'App update',
  'pwa.updateAvailable': 'A new version is available',
  'pwa.updateReload': 'Reload',
  'pwa.updating': 'Switching to the new version…',
  'pwa.offlineReady': 'The app now also works offline',
  'pwa.install': 'Install the app',
  'pwa.installShort': 'Install',
  'pwa.iosInstallLabel': 'How to add it to the Home Screen',
  'pwa.iosInstall': 'Share button → Add to Home Screen',
  'pwa.offline': 'Offline',
  'pwa.offlineHint':
    'You are offline. Changes are saved on this device and sent when the connection returns.',
};
