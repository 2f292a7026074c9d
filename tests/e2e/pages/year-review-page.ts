import type { Locator, Page } from '@playwright/test';

/** /review/{year}, the year in review, as a person sees it (Japanese). */
export class YearReviewPage {
  readonly main: Locator;
  readonly stats: Locator;
  readonly newCountries: Locator;
  readonly map: Locator;
  readonly firstAndLast: Locator;
  readonly badges: Locator;
  readonly years: Locator;
  readonly share: Locator;
  readonly shareStatus: Locator;

  constructor(private readonly page: Page) {
    this.main = page.getByRole('main');
    this.stats = this.main.getByRole('region', { name: 'この年の記録', exact: true });
    this.newCountries = this.main.getByRole('region', { name: '初めて訪れた国', exact: true });
    this.map = this.main.getByRole('img', { name: /年に訪れた .* か所の世界地図$/ });
    this.firstAndLast = this.main.getByRole('region', { name: '最初と最後の訪問', exact: true });
    this.badges = this.main.getByRole('region', { name: 'この年に獲得したバッジ', exact: true });
    this.years = this.main.getByRole('navigation', { name: 'ふりかえる年' });
    this.share = this.stats.getByRole('button', { name: '画像で共有' });
    this.shareStatus = this.stats.getByRole('status');
  }

  heading(year: number): Locator {
    return this.main.getByRole('heading', { level: 1, name: `${year}年のふりかえり` });
  }

  year(year: number): Locator {
    return this.years.getByRole('link', { name: `${year}年`, exact: true });
  }

  async goto(year: number): Promise<void> {
    await this.page.goto(`/review/${year}`);
  }
}

/** Width and height from a PNG's header, or null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => bytes[i] === byte)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
