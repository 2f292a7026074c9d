import { describe, expect, it } from 'vitest';
import { parseMapSearch } from '../../../../src/client/features/map/map-search';
import { renderSummary } from '../../../../src/client/features/map/ol/render-summary';
import { ja } from '../../../../src/client/i18n/ja';
import { translate } from '../../../../src/client/i18n/translate';

describe('parseMapSearch', () => {
  it('keeps a positive integer focus id, as number or text', () => {
    expect(parseMapSearch({ focus: 688 })).toEqual({ focus: 688 });
    expect(parseMapSearch({ focus: '688' })).toEqual({ focus: 688 });
  });

  it('drops anything else', () => {
    for (const focus of [0, -1, 1.5, 'abc', '', null, undefined, {}, Number.NaN]) {
      expect(parseMapSearch({ focus })).toEqual({});
    }
    expect(parseMapSearch({})).toEqual({});
  });
});

describe('renderSummary', () => {
  const t = (key: keyof typeof ja, values?: Record<string, string | number>) =>
    translate(ja, key, values);
  const base = { zoom: 2, center: [0, 0] as [number, number] };

  it('says what the map shows, for the live region', () => {
    expect(renderSummary(t, { ...base, band: 'region', groups: 9, markers: 0 })).toBe(
      '地域ごとに 9 のグループを表示中',
    );
    expect(renderSummary(t, { ...base, band: 'country', groups: 12, markers: 30 })).toBe(
      '12 のグループと 30 件の世界遺産を表示中',
    );
    expect(renderSummary(t, { ...base, band: 'single', groups: 0, markers: 5 })).toBe(
      '5 件の世界遺産を表示中',
    );
    expect(renderSummary(t, { ...base, band: 'single', groups: 0, markers: 0 })).toBe(
      '表示する世界遺産はありません',
    );
  });
});
