import { create } from 'zustand';
import { NO_FILTERS, type SiteFilters } from './site-filters';

interface FilterState {
  filters: SiteFilters;
  setFilter: <K extends keyof SiteFilters>(key: K, value: SiteFilters[K]) => void;
  reset: () => void;
}

/**
 * The sidebar's search and filters. Kept for the visit (not persisted), so
 * leaving the map and coming back finds the list as it was left. Changing the
 * region clears a country that is not in it.
 */
export const useFilterStore = create<FilterState>()((set) => ({
  filters: NO_FILTERS,
  setFilter: (key, value) =>
    set((state) => {
      const filters = { ...state.filters, [key]: value };
      if (key === 'region' && value !== state.filters.region) filters.country = '';
      return { filters };
    }),
  reset: () => set({ filters: NO_FILTERS }),
}));
