/**
 * Installation state: the browser's deferred install prompt (Chromium's
 * `beforeinstallprompt`) and whether the app already runs installed. The listeners start
 * with the page (main.tsx, production only): the event can fire before React renders.
 */
import { create } from 'zustand';
import { isStandalone } from './platform';

/** Chromium's event; not in TypeScript's DOM lib. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type InstallState = {
  /** The kept prompt: the install button shows while there is one. */
  prompt: BeforeInstallPromptEvent | null;
  installed: boolean;
};

export const useInstallStore = create<InstallState>()(() => ({
  prompt: null,
  installed: false,
}));

let started = false;

export function startInstallPrompt(): void {
  if (started) return;
  started = true;
  useInstallStore.setState({ installed: isStandalone() });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep it for the header's own button (shown to everyone) instead of the mini-infobar.
    event.preventDefault();
    useInstallStore.setState({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    useInstallStore.setState({ prompt: null, installed: true });
  });
}

/** Shows the browser's install dialog; a prompt can be used once, whatever the answer. */
export async function promptInstall(): Promise<void> {
  const { prompt } = useInstallStore.getState();
  if (!prompt) return;
  useInstallStore.setState({ prompt: null });
  await prompt.prompt();
  const choice = await prompt.userChoice.catch(() => null);
  if (choice?.outcome === 'accepted') useInstallStore.setState({ installed: true });
}
