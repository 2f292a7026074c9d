import { describe, expect, it } from 'vitest';
import { tileOrigins } from '../../../src/server/plugins/tile-origins';

describe('tileOrigins', () => {
  it('is the one origin of a template without host placeholders', () => {
    expect(tileOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://tile.openstreetmap.org',
    ]);
  });

  it('allows each host of an OpenLayers subdomain range', () => {
    expect(tileOrigins('https://{a-c}.tile.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://a.tile.example.org',
      'https://b.tile.example.org',
      'https://c.tile.example.org',
    ]);
    expect(tileOrigins('https://tiles{1-2}.example.org:8443/{z}/{x}/{y}.png')).toEqual([
      'https://tiles1.example.org:8443',
      'https://tiles2.example.org:8443',
    ]);
  });

  it('allows any subdomain for a whole-label placeholder such as Leaflet {s}', () => {
    expect(tileOrigins('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://*.tile.example.org',
    ]);
  });

  it('names nothing it cannot express as a CSP source', () => {
    expect(tileOrigins('https://tile-{s}.example.org/{z}/{x}/{y}.png')).toEqual([]);
    expect(tileOrigins('/tiles/{z}/{x}/{y}.png')).toEqual([]);
    expect(tileOrigins('not a url')).toEqual([]);
  });
});
