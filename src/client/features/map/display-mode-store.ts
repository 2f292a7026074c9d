import { create } from 'zustand';
import { type DisplayMode, parseDisplayMode } from '../../../shared/map/constants';
import { storedChoice } from '../../app/stored-choice';

// ─── PERSISTED STORAGE KEY ──────────────────────────────────────────────────────────────
// localStorage['mapDisplayMode'] holds the map's display mode, 'auto' | 'detail' (SPEC.md
// §3 "Browser storage: map display mode", §4). Users' browsers already hold this key:
// renaming it or changing its values silently resets their choice to 'auto'.
export const DISPLAY_MODE_STORAGE_KEY = 'mapDisplayMode';
// ────────────────────────────────────────────────────────────────────────────────────────

const storedMode = storedChoice(DISPLAY_MODE_STORAGE_KEY, parseDisplayMode);

interface DisplayModeState {
  mode: DisplayMode;
  setMode: (mode: DisplayMode) => void;
}

/** Auto (group by zoom) or detail (every site on its own), remembered across visits. */
export const useDisplayModeStore = create<DisplayModeState>()((set) => ({
  mode: storedMode.read(),
  setMode: (mode) => {
    storedMode.write(mode);
    set({ mode });
  },
}));
