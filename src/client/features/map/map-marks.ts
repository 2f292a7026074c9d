import type Layer from 'ol/layer/Layer';

/**
 * `map:first-render`: the first time the marker layer is drawn with markers
 * on it, measured from navigation start (User Timing). bench/map-client.ts
 * reads it on a warm start; it is also visible in the browser's performance
 * panel. Marked once per page load.
 */
export const MAP_FIRST_RENDER_MARK = 'map:first-render';

let marked = false;
const listening = new WeakSet<Layer>();

export function markFirstMapRender(layer: Layer): void {
  if (marked || listening.has(layer)) return;
  listening.add(layer);
  layer.once('postrender', () => {
    if (marked) return;
    marked = true;
    performance.mark(MAP_FIRST_RENDER_MARK);
  });
}
