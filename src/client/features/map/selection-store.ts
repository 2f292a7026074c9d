import { create } from 'zustand';
import type { GroupItem } from '../../../shared/map/grouping';

/** What the map's popup shows. */
export type MapSelection =
  | { kind: 'site'; siteId: number }
  | { kind: 'group'; group: GroupItem }
  | null;

/** A request to fly the map to a site; `serial` tells repeated requests for one site apart. */
export interface SiteFlight {
  siteId: number;
  serial: number;
}

interface SelectionState {
  selection: MapSelection;
  flight: SiteFlight | null;
  /** List item, `?focus=`, group popup: fly to the site at FLY_TO_ZOOM, then open its popup. */
  flyToSite: (siteId: number) => void;
  /** Opens a site's popup where the map is (a marker click, or the end of a flight). */
  showSite: (siteId: number) => void;
  showGroup: (group: GroupItem) => void;
  close: () => void;
}

/**
 * The popup and pending flights, shared by the sidebar (which asks) and the
 * map (which flies and anchors the popup). The map may still be loading when
 * the list is clicked: the flight waits here until the map takes it.
 */
export const useSelectionStore = create<SelectionState>()((set) => ({
  selection: null,
  flight: null,
  flyToSite: (siteId) =>
    set((state) => ({
      selection: null,
      flight: { siteId, serial: (state.flight?.serial ?? 0) + 1 },
    })),
  showSite: (siteId) => set({ selection: { kind: 'site', siteId } }),
  showGroup: (group) => set({ selection: { kind: 'group', group } }),
  close: () => set({ selection: null }),
}));
