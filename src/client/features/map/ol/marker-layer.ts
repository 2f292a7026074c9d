import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import type { MapItem } from '../../../../shared/map/grouping';
import {
  DANGER,
  ITEM,
  isStyled,
  LABEL,
  type MarkerLook,
  markerStyle,
  SELECTED,
} from './marker-styles';

export type MarkerFeature = Feature<Point>;

export type DescribeItem = (item: MapItem) => { danger: boolean; label: string };

export interface MarkerCounts {
  groups: number;
  markers: number;
}

/**
 * The layer of site markers and group markers. `setItems` replaces what is
 * drawn with the grouping's latest answer, keeping the features whose key is
 * unchanged (OpenLayers then redraws only what changed), and never uses
 * ol/source/Cluster: the grouping (src/shared/map/grouping.ts) decides.
 */
export class MarkerLayer {
  readonly source = new VectorSource<MarkerFeature>({ wrapX: true });
  readonly layer = new VectorLayer({
    source: this.source,
    style: markerStyle,
    zIndex: 10,
    properties: { name: 'markers' },
  });
  private readonly features = new Map<string, MarkerFeature>();
  private selectedSiteId: number | null = null;

  /** The items of a coming `setItems` whose look has not been drawn yet, with that look. */
  looksToDraw(
    items: readonly MapItem[],
    describeItem: DescribeItem,
  ): { item: MapItem; look: MarkerLook }[] {
    const toDraw: { item: MapItem; look: MarkerLook }[] = [];
    for (const item of items) {
      const look = {
        ...describeItem(item),
        selected: this.isSelected(item),
      };
      if (!isStyled(item, look)) toDraw.push({ item, look });
    }
    return toDraw;
  }

  setItems(items: readonly MapItem[], describeItem: DescribeItem): MarkerCounts {
    const next = new Set<string>();
    const added: MarkerFeature[] = [];
    let groups = 0;
    for (const item of items) {
      next.add(item.key);
      if (item.kind === 'group') groups++;
      const { danger, label } = describeItem(item);
      const existing = this.features.get(item.key);
      if (existing) {
        // A country group's members (and so its count and centre) change with the view.
        if (existing.get(ITEM) !== item) {
          existing.setProperties({ [ITEM]: item, [DANGER]: danger, [LABEL]: label }, true);
          existing.getGeometry()?.setCoordinates(positionOf(item));
          existing.changed();
        }
        continue;
      }
      const feature = new Feature({
        geometry: new Point(positionOf(item)),
        [ITEM]: item,
        [DANGER]: danger,
        [LABEL]: label,
        [SELECTED]: this.isSelected(item),
      });
      feature.setId(item.key);
      this.features.set(item.key, feature);
      added.push(feature);
    }
    const removed: MarkerFeature[] = [];
    for (const [key, feature] of this.features) {
      if (!next.has(key)) {
        removed.push(feature);
        this.features.delete(key);
      }
    }
    if (removed.length > 0) this.source.removeFeatures(removed);
    if (added.length > 0) this.source.addFeatures(added);
    return { groups, markers: items.length - groups };
  }

  private isSelected(item: MapItem): boolean {
    return item.kind === 'site' && item.id === this.selectedSiteId;
  }

  /** Highlights the marker of the site whose popup is open (null: none). */
  setSelectedSite(siteId: number | null): void {
    if (siteId === this.selectedSiteId) return;
    const previous =
      this.selectedSiteId === null ? undefined : this.features.get(`site:${this.selectedSiteId}`);
    previous?.set(SELECTED, false);
    this.selectedSiteId = siteId;
    const current = siteId === null ? undefined : this.features.get(`site:${siteId}`);
    current?.set(SELECTED, true);
  }
}

function positionOf(item: MapItem): number[] {
  return item.kind === 'site'
    ? fromLonLat([item.lng, item.lat])
    : fromLonLat([item.centre.lng, item.centre.lat]);
}
