/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the external feedback form; the header omits the link when unset. */
  readonly VITE_FEEDBACK_FORM_URL?: string;
  /** XYZ template of the map's raster tiles; defaults to OpenStreetMap's standard tiles. */
  readonly VITE_TILE_URL?: string;
  /** The tile provider's credit, shown as "© …"; defaults to "OpenStreetMap contributors". */
  readonly VITE_TILE_ATTRIBUTION?: string;
  /** Where the tile credit links to; defaults to OpenStreetMap's copyright page. */
  readonly VITE_TILE_ATTRIBUTION_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
