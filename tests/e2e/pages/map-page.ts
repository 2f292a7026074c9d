import { expect, type Locator, type Page } from '@playwright/test';

/** Web-mercator pixels of a point at a zoom (256 px tiles), as OpenLayers and XYZ tiles count them. */
function worldPixel(lng: number, lat: number, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/**
 * The map screen. The map container reports what it draws in data attributes
 * (data-zoom, data-center, data-band, data-rendered-groups,
 * data-rendered-markers, data-basemap, data-basemap-features), updated after
 * every rebuild; everything else is found by role and Japanese name.
 */
export class MapPage {
  readonly map: Locator;
  readonly canvas: Locator;
  readonly progressBar: Locator;
  readonly sidebar: Locator;
  readonly searchBox: Locator;
  readonly resultCount: Locator;
  readonly siteList: Locator;
  readonly openListButton: Locator;
  readonly closeListButton: Locator;
  readonly zoomInButton: Locator;
  readonly legend: Locator;
  readonly resetFiltersButton: Locator;

  constructor(private readonly page: Page) {
    this.map = page.getByRole('region', { name: '世界遺産の地図' });
    this.canvas = this.map.getByRole('application');
    this.progressBar = page.getByRole('progressbar', { name: '世界遺産データの読み込み' });
    this.sidebar = page.getByRole('complementary', { name: '世界遺産を探す' });
    this.searchBox = this.sidebar.getByRole('searchbox', { name: '世界遺産を検索' });
    this.resultCount = this.sidebar.getByRole('status');
    this.siteList = this.sidebar.getByRole('list', { name: '世界遺産の一覧' });
    this.openListButton = page.getByRole('button', { name: '一覧を開く' });
    this.closeListButton = this.sidebar.getByRole('button', { name: '一覧を閉じる' });
    this.zoomInButton = this.map.getByRole('button', { name: '拡大', exact: true });
    this.legend = page.getByRole('region', { name: '凡例' });
    this.resetFiltersButton = this.sidebar.getByRole('button', { name: '条件をクリア' });
  }

  async goto(path = '/map'): Promise<void> {
    await this.page.goto(path);
  }

  /**
   * Opens the map on a site (`/map?focus=<id>`, as a link to a site does) and answers its
   * popup, once it shows.
   */
  async openSite(site: { id: number; name: string }, path = '/map'): Promise<Locator> {
    await this.page.goto(`${path}?focus=${site.id}`);
    const popup = this.popup(site.name);
    await expect(popup).toBeVisible();
    return popup;
  }

  /** Waits until the markers of the first rebuild are drawn. */
  async waitForMarkers(): Promise<void> {
    await expect(this.map).toHaveAttribute('data-rendered-groups', /^\d+$/);
  }

  typeFilter(name: 'すべて' | '文化遺産' | '自然遺産' | '複合遺産'): Locator {
    return this.sidebar.getByRole('radio', { name, exact: true });
  }

  select(name: '地域' | '国'): Locator {
    return this.sidebar.getByRole('combobox', { name, exact: true });
  }

  listItem(name: string | RegExp): Locator {
    return this.siteList.getByRole('button', { name });
  }

  popup(name?: string | RegExp): Locator {
    return this.page.getByRole('dialog', name === undefined ? undefined : { name });
  }

  /** Unfolds the legend (it starts folded on phones and short windows). */
  async openLegend(): Promise<void> {
    const toggle = this.legend.getByRole('button', { name: '凡例' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  displayMode(name: '自動' | '詳細'): Locator {
    return this.legend.getByRole('radio', { name, exact: true });
  }

  /** Presses the zoom-in button up to `zoom`, then waits for the rebuild at that zoom. */
  async zoomInTo(zoom: number): Promise<void> {
    const current = Number(await this.map.getAttribute('data-zoom'));
    for (let z = current; z < zoom; z++) await this.zoomInButton.click();
    await expect(this.map).toHaveAttribute('data-zoom', String(zoom));
  }

  /** Clicks the map where a point is drawn (computed from data-center and data-zoom). */
  async clickAt(lng: number, lat: number): Promise<void> {
    const zoom = Number(await this.map.getAttribute('data-zoom'));
    const [centreLng = 0, centreLat = 0] = String(await this.map.getAttribute('data-center'))
      .split(',')
      .map(Number);
    // The nearest copy of the point on the repeating world.
    const wrapped = lng + 360 * Math.round((centreLng - lng) / 360);
    const centre = worldPixel(centreLng, centreLat, zoom);
    const point = worldPixel(wrapped, lat, zoom);
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error('the map is not on screen');
    await this.canvas.click({
      position: { x: box.width / 2 + point.x - centre.x, y: box.height / 2 + point.y - centre.y },
    });
  }
}
