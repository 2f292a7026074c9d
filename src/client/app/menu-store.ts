import { create } from 'zustand';

interface MenuState {
  /** Whether the small-screen (hamburger) menu is open; the map screen reads it too. */
  open: boolean;
  setOpen: (open: boolean) => void;
}

export const useMenuStore = create<MenuState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
