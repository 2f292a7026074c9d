import type OlMap from 'ol/Map';

/**
 * Zoom in or out by whole steps from where the last button press was heading,
 * so quick presses add up exactly (2 → 3 → 4 …) instead of starting from a
 * half-finished animation's in-between zoom.
 */
export class ZoomButtons {
  private target: number | null = null;

  constructor(private readonly map: OlMap) {}

  zoomBy(delta: number): void {
    const view = this.map.getView();
    const from = this.target ?? view.getZoom() ?? 0;
    const min = view.getMinZoom();
    const max = view.getMaxZoom();
    const to = Math.min(max, Math.max(min, from + delta));
    if (to === from) return;
    this.target = to;
    view.cancelAnimations();
    view.animate({ zoom: to, duration: 250 }, () => {
      if (this.target === to) this.target = null;
    });
  }
}
