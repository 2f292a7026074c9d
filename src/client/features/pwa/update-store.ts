import { create } from 'zustand';

type UpdateState = {
  /** A new version's service worker is installed and waits for the user's go-ahead. */
  waiting: boolean;
};

export const useUpdateStore = create<UpdateState>()(() => ({ waiting: false }));
