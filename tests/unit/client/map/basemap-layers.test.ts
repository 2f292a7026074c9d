import type OlMap from 'ol/Map';
import Observable from 'ol/Observable';
import { describe, expect, it } from 'vitest';
import { createBasemapLayer } from '../../../../src/client/features/map/ol/basemap';

describe('the basemap’s two ways of drawing', () => {
  it('shows the image while the map is still and the vectors while it moves, from one source', () => {
    const basemap = createBasemapLayer();
    const [still, moving] = basemap.layers;
    expect(still.getSource()).toBe(basemap.source);
    expect(moving.getSource()).toBe(basemap.source);
    const visible = () => [still.getVisible(), moving.getVisible()];
    expect(visible()).toEqual([true, false]);

    // The map's own movement events, from a stand-in that emits them.
    const map = new Observable();
    const stop = basemap.followMovement(map as unknown as OlMap);
    map.dispatchEvent('movestart');
    expect(visible()).toEqual([false, true]);
    map.dispatchEvent('moveend');
    expect(visible()).toEqual([true, false]);

    stop();
    map.dispatchEvent('movestart');
    expect(visible()).toEqual([true, false]);
  });
});
