import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * A title only the screen knows, once its data is read ("姫路城 — 花子さんの訪問"): shown in
 * the tab and the history over the route's own (use-document-title.ts). One at a time: the
 * screen on show sets it and clears it when it goes.
 */
const useScreenTitleStore = create<{ title: string | null }>(() => ({ title: null }));

export function useScreenTitle(title: string | null): void {
  useEffect(() => {
    useScreenTitleStore.setState({ title });
    return () => useScreenTitleStore.setState({ title: null });
  }, [title]);
}

export const useShownScreenTitle = (): string | null => useScreenTitleStore((state) => state.title);
