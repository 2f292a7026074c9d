import type { Coordinate } from 'ol/coordinate';
import type OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WorldMap } from './world-map';

/** Space kept between an open popup and the map's edges (px). */
const PAN_MARGIN = 16;

/**
 * Moves the map just enough that the whole popup is on it (the top edge
 * first, when the popup is taller than the map). Done here rather than with
 * OpenLayers' autoPan, whose pans measure the popup before React has drawn
 * its content and then fight each other as the content grows.
 */
function panPopupIntoView(map: OlMap, popup: HTMLElement): void {
  const target = map.getTargetElement();
  const view = map.getView();
  const resolution = view.getResolution();
  const centre = view.getCenter();
  if (!target || resolution === undefined || !centre) return;
  const frame = target.getBoundingClientRect();
  const box = popup.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return;
  const shift = (start: number, end: number, min: number, max: number) => {
    if (start < min + PAN_MARGIN || end - start > max - min - 2 * PAN_MARGIN) {
      return start - (min + PAN_MARGIN);
    }
    if (end > max - PAN_MARGIN) return end - (max - PAN_MARGIN);
    return 0;
  };
  const dx = shift(box.left, box.right, frame.left, frame.right);
  const dy = shift(box.top, box.bottom, frame.top, frame.bottom);
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
  view.cancelAnimations();
  view.animate({
    center: [(centre[0] ?? 0) + dx * resolution, (centre[1] ?? 0) - dy * resolution],
    duration: 250,
  });
}

function sizeOf(element: HTMLElement): string {
  return `${element.offsetWidth}x${element.offsetHeight}`;
}

/**
 * An OpenLayers overlay whose element React renders into (createPortal): the
 * popup follows its point while the map moves. OpenLayers moves the element
 * into its own container, so React never owns it as a child. The map pans to
 * show the whole popup when it opens and whenever it grows (the description
 * arrives, the English original is shown).
 */
export function usePopupOverlay(
  world: WorldMap | null,
  anchor: Coordinate | null,
  offsetY: number,
): HTMLDivElement {
  const [element] = useState(() => {
    const div = document.createElement('div');
    div.className = 'world-map__popup-anchor';
    return div;
  });
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  // The popup's size when the map last panned to show it.
  const pannedSize = useRef('');

  useEffect(() => {
    if (!world) return;
    const created = new Overlay({ element, positioning: 'bottom-center', stopEvent: true });
    world.map.addOverlay(created);
    setOverlay(created);
    return () => {
      world.map.removeOverlay(created);
      setOverlay(null);
    };
  }, [world, element]);

  // Layout effect: the popup's content is already in the element, so the pan measures it.
  useLayoutEffect(() => {
    if (!overlay || !world) return;
    overlay.setOffset([0, -offsetY]);
    overlay.setPosition(anchor ?? undefined);
    if (!anchor) return;
    world.map.renderSync(); // place the element now, so it can be measured
    panPopupIntoView(world.map, element);
    pannedSize.current = sizeOf(element);
  }, [world, overlay, anchor, offsetY, element]);

  useEffect(() => {
    if (!world || !anchor) return;
    // Each report is compared with the size last panned for, rather than the first one
    // skipped: the first may repeat the layout effect's size, or may already carry content
    // that arrived since (the popup's slots are a chunk of their own).
    const grow = new ResizeObserver(() => {
      const size = sizeOf(element);
      if (size === pannedSize.current) return;
      pannedSize.current = size;
      panPopupIntoView(world.map, element);
    });
    grow.observe(element);
    return () => grow.disconnect();
  }, [world, anchor, element]);

  return element;
}
