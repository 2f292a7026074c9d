import { create } from 'zustand';
import { type DisplayMode, parseDisplayMode } from '../../../shared/map/constants';

// ─── PERSISTED STORAGE KEY ──────────────────────────────────────────────────────────────
// localStorage['mapDisplayMode'] holds the map's display mode, 'auto' | 'detail' (SPEC.md
// §3 "Browser storage: map display mode", §4). Users' browsers already hold this key:
// renaming it or changing its values silently resets their choice to 'auto'.
export const DISPLAY_MODE_STORAGE_KEY = 'mapDisplayMode';
// ────────────────────────────────────────────────────────────────────────────────────────

function readStoredMode(): DisplayMode {
  try {
    return parseDisplayMode(localStorage.getItem(DISPLAY_MODE_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (privacy modes): the default still works.
    return parseDisplayMode(null);
  }
}

function storeMode(mode: DisplayMode): void {
  try {
    localStorage.setItem(DISPLAY_MODE_STORAGE_KEY, mode);
  } catch {
    // Not persisting is acceptable: the choice holds for this visit.
  }
}

interface DisplayModeState {
  mode: DisplayMode;
  setMode: (mode: DisplayMode) => void;
}

/** Auto (group by zoom) or detail (every site on its own), remembered across visits. */
export const useDisplayModeStore = create<DisplayModeState>()((set) => ({
  mode: readStoredMode(),
  setMode: (mode) => {
    storeMode(mode);
    set({ mode });
  },
}));
