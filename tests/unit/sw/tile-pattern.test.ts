import { describe, expect, it } from 'vitest';
import { tileUrlPattern } from '../../../sw/tile-pattern';

describe('tileUrlPattern', () => {
  const osm = tileUrlPattern('https://tile.openstreetmap.org/{z}/{x}/{y}.png');

  it('takes every tile of the template', () => {
    expect(osm.test('https://tile.openstreetmap.org/0/0/0.png')).toBe(true);
    expect(osm.test('https://tile.openstreetmap.org/19/461234/203411.png')).toBe(true);
  });

  it('leaves anything else on the same host alone', () => {
    expect(osm.test('https://tile.openstreetmap.org/logo.png')).toBe(false);
    expect(osm.test('https://tile.openstreetmap.org/a/b/c.png')).toBe(false);
    expect(osm.test('https://tile.openstreetmap.org/1/2/3.png?x=1')).toBe(false);
    expect(osm.test('https://tile.openstreetmapXorg/1/2/3.png')).toBe(false);
    expect(osm.test('https://evil.example/https://tile.openstreetmap.org/1/2/3.png')).toBe(false);
  });

  it('expands OpenLayers ranges and keeps query strings literal', () => {
    const pattern = tileUrlPattern('https://{a-c}.tiles.example/{z}/{x}/{-y}.png?key=k.1');
    expect(pattern.test('https://b.tiles.example/3/4/5.png?key=k.1')).toBe(true);
    expect(pattern.test('https://d.tiles.example/3/4/5.png?key=k.1')).toBe(false);
    expect(pattern.test('https://a.tiles.example/3/4/5.png?key=kx1')).toBe(false);
  });
});
