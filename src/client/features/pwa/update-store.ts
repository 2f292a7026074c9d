import { create } from 'zustand';

type UpdateState = {
  /** A new version's service worker is installed and waits for the user's go-ahead. */
  waiting: boolean;
  /** The user pressed reload: the new version is taking over, and the page reloads then. */
  applying: boolean;
  /** The first install has just taken this page: the app now also works offline. */
  offlineReady: boolean;
};

export const useUpdateStore = create<UpdateState>()(() => ({
  waiting: false,
  applying: false,
  offlineReady: false,
}));
